/**
 * @jest-environment node
 */
import { inspectUpload, isProvided, randomObjectKey } from '@/lib/uploads/inspect';
import { UPLOADS } from '@/lib/installers/application';

const MB = 1024 * 1024;

// The smallest real files of each type: their leading bytes are what the check reads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const file = (name: string, bytes: Buffer | string, type = '') =>
  new File([new Uint8Array(Buffer.from(bytes))], name, { type });

describe('upload inspection', () => {
  it('accepts a real PNG, GIF and JPEG logo and names the detected type', async () => {
    for (const [bytes, mime, ext] of [
      [PNG, 'image/png', 'png'],
      [GIF, 'image/gif', 'gif'],
      [JPEG, 'image/jpeg', 'jpg'],
    ] as const) {
      const result = await inspectUpload('logo', file('logo.bin', bytes));
      expect(result).toMatchObject({ ok: true, mime, ext });
    }
  });

  it('accepts a PDF certification proof, and refuses a PDF as a logo', async () => {
    expect(await inspectUpload('certificationProof', file('proof.pdf', PDF))).toMatchObject({
      ok: true,
      mime: 'application/pdf',
    });
    expect(await inspectUpload('logo', file('logo.png', PDF, 'image/png'))).toEqual({
      ok: false,
      message: UPLOADS.logo.typeMessage,
    });
  });

  it('judges by the bytes, not the name or declared type: a script called .png is refused', async () => {
    const script = file('logo.png', '#!/bin/sh\nrm -rf /\n', 'image/png');
    expect(await inspectUpload('logo', script)).toEqual({
      ok: false,
      message: 'Logo must be a PNG, JPG or GIF image',
    });
    const html = file('proof.pdf', '<script>alert(1)</script>', 'application/pdf');
    expect(await inspectUpload('certificationProof', html)).toEqual({
      ok: false,
      message: 'Certification proof must be a PDF, JPG or PNG file',
    });
    const svg = file('logo.gif', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/gif');
    expect((await inspectUpload('logo', svg)).ok).toBe(false);
  });

  it('enforces the size limits to the byte', async () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(2 * MB - PNG.length)]);
    expect((await inspectUpload('logo', file('logo.png', atLimit))).ok).toBe(true);
    const over = Buffer.concat([PNG, Buffer.alloc(2 * MB + 1 - PNG.length)]);
    expect(await inspectUpload('logo', file('logo.png', over))).toEqual({
      ok: false,
      message: 'Logo is too large: PNG, JPG, GIF up to 2MB',
    });
    const bigProof = Buffer.concat([PDF, Buffer.alloc(5 * MB + 1 - PDF.length)]);
    expect(await inspectUpload('certificationProof', file('proof.pdf', bigProof))).toEqual({
      ok: false,
      message: 'Certification proof is too large: PDF, JPG, PNG up to 5MB',
    });
  });

  it('does not read an oversized file whose declared size is over the limit', async () => {
    const read = jest.fn();
    const result = await inspectUpload('logo', { name: 'big.png', size: 3 * MB, arrayBuffer: read });
    expect(result.ok).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses an empty file', async () => {
    expect((await inspectUpload('logo', file('empty.png', Buffer.alloc(0)))).ok).toBe(false);
  });

  it('treats a blank file input (an empty file, whatever its name) as no file', () => {
    expect(isProvided(new File([], ''))).toBe(false);
    expect(isProvided(new File([], 'blob'))).toBe(false);
    expect(isProvided(null)).toBe(false);
    expect(isProvided('text')).toBe(false);
    expect(isProvided(file('logo.png', PNG))).toBe(true);
  });

  it('makes unguessable, distinct object names in the given folder', () => {
    const first = randomObjectKey('installer-logos', 'png');
    const second = randomObjectKey('installer-logos', 'png');
    expect(first).toMatch(/^installer-logos\/\d{13}-[0-9a-f-]{36}\.png$/);
    expect(first).not.toBe(second);
  });
});
