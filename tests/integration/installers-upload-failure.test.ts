import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submitInstallerApplication } from '@/app/(site)/installers/join/actions';

/*
 * A storage folder whose 'private' bucket cannot be created (a plain file sits where the folder would be):
 * the logo upload to 'media' succeeds, the certification proof upload fails for real.
 */
const storageDir = mkdtempSync(path.join(tmpdir(), 'installers-upload-fail-'));
writeFileSync(path.join(storageDir, 'private'), 'not a folder');
process.env.STORAGE_DIR = storageDir;
delete process.env.NEXT_PUBLIC_SUPABASE_URL;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

it('a failed upload leaves no row and removes the files already uploaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const data = new FormData();
  for (const [name, value] of Object.entries({
    businessName: 'Upload Fails Co',
    contactName: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '555 010 0100',
    website: 'https://example.com',
    states: 'Texas',
    installTypes: 'Commercial',
  })) {
    data.append(name, value);
  }
  data.append('logo', new File([new Uint8Array(PNG)], 'logo.png'));
  data.append('certificationProof', new File([new Uint8Array(PDF)], 'proof.pdf'));

  const result = await submitInstallerApplication(data);

  expect(result).toEqual({ ok: false, message: 'Failed to submit form. Please try again.' });
  const [count] = await globalThis.testDb.sql<
    { n: number }[]
  >`select count(*)::int as n from ev_installer_leads`;
  expect(count?.n).toBe(0);
  const logos = path.join(storageDir, 'media', 'installer-logos');
  expect(existsSync(logos) ? readdirSync(logos) : []).toEqual([]);
});
