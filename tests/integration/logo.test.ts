import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET } from '@/app/logo.png/route';
import { getLogo, readLogoStatus, removeLogo, saveLogo } from '@/lib/logo';
import { LOGO_MESSAGES } from '@/lib/admin/logo';

// The logo lives in the local adapter's folder for this file only; the environment is read on first use.
const storageDir = mkdtempSync(path.join(tmpdir(), 'logo-'));
process.env.STORAGE_DIR = storageDir;
delete process.env.NEXT_PUBLIC_SUPABASE_URL;
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));
// The first SVG loads jsdom and DOMPurify, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)"><rect width="10" height="10" fill="#059669"/></a>' +
  '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"></iframe></foreignObject></svg>';

const file = (name: string, bytes: Buffer | string, type: string) => new File([new Uint8Array(Buffer.from(bytes))], name, { type });
const later = () => new Promise((resolve) => setTimeout(resolve, 20));
const versionOf = (url: string) => new URL(url, 'http://site').searchParams.get('v');

describe('logo replacement', () => {
  it('shows no logo before the first upload: the header falls back and /logo.png answers 404', async () => {
    expect(await getLogo()).toBeNull();
    expect(await readLogoStatus()).toBeNull();
    expect((await GET()).status).toBe(404);
  });

  it('stores a PNG as logo.png, serves it with its type and safety headers, and versions the header URL by the file time', async () => {
    expect(await saveLogo(file('brand.png', PNG, 'image/png'))).toEqual({ ok: true, contentType: 'image/png' });
    const logo = await getLogo();
    expect(logo?.url).toMatch(/^\/logo\.png\?v=[0-9a-z]+$/);
    // The same stored file gives the same URL on every read: browsers may keep it.
    expect((await getLogo())?.url).toBe(logo?.url);

    const response = await GET();
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    // A PNG named .png needs no record of its type; the SVG and JPEG below do.
    expect(readdirSync(path.join(storageDir, 'public'))).toEqual(['logo.png']);
  });

  it('replaces the logo with a sanitized SVG under the same name, with a new version and the SVG type and policy', async () => {
    const before = versionOf((await getLogo())!.url);
    await later();
    expect(await saveLogo(file('brand.svg', HOSTILE_SVG, 'image/svg+xml'))).toEqual({ ok: true, contentType: 'image/svg+xml' });
    const after = versionOf((await getLogo())!.url);
    expect(after).not.toBe(before);

    const response = await GET();
    const body = await response.text();
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body).toContain('<rect');
    expect(body).not.toMatch(/script|onload|javascript|foreignObject|iframe|evil\.example/i);
    expect(await readLogoStatus()).toMatchObject({ contentType: 'image/svg+xml', size: Buffer.byteLength(body) });
  });

  it('refuses a file over 2 MB and a file that is not a PNG, JPEG or SVG, keeping the current logo', async () => {
    const current = await readLogoStatus();
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await saveLogo(file('big.png', big, 'image/png'))).toEqual({ ok: false, message: LOGO_MESSAGES.tooLarge });
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expect(await saveLogo(file('logo.png', gif, 'image/png'))).toEqual({ ok: false, message: LOGO_MESSAGES.wrongType });
    expect(await saveLogo(file('logo.svg', '<html><script>alert(1)</script></html>', 'image/svg+xml'))).toEqual({
      ok: false,
      message: LOGO_MESSAGES.wrongType,
    });
    expect(await readLogoStatus()).toEqual(current);
  });

  it('serves a JPEG saved under the name logo.png as a JPEG', async () => {
    await saveLogo(file('photo.jpg', JPEG, 'image/jpeg'));
    expect((await GET()).headers.get('content-type')).toBe('image/jpeg');
  });

  it('never serves a file put there by other means as something it is not', async () => {
    // A hand-copied file without a recorded type is judged by its name, and only logo types are served.
    writeFileSync(path.join(storageDir, 'public', 'logo.png'), '<html><script>alert(1)</script></html>');
    rmSync(path.join(storageDir, 'public', '.logo.png.meta.json'));
    const response = await GET();
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('removes the logo and its recorded type', async () => {
    await removeLogo();
    expect(await getLogo()).toBeNull();
    expect((await GET()).status).toBe(404);
    expect(existsSync(path.join(storageDir, 'public', '.logo.png.meta.json'))).toBe(false);
  });
});
