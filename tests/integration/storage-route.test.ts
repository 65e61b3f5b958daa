import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET } from '@/app/storage/[bucket]/[...key]/route';

// The route serves the local adapter from this folder; the environment is read on first use.
const storageDir = mkdtempSync(path.join(tmpdir(), 'storage-route-'));
process.env.STORAGE_DIR = storageDir;
delete process.env.NEXT_PUBLIC_SUPABASE_URL;

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(() => {
  mkdirSync(path.join(storageDir, 'media', 'installer-logos'), { recursive: true });
  mkdirSync(path.join(storageDir, 'private', 'installer-certifications'), { recursive: true });
  writeFileSync(path.join(storageDir, 'media', 'installer-logos', 'logo.png'), PNG);
  writeFileSync(
    path.join(storageDir, 'media', 'drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  writeFileSync(path.join(storageDir, 'media', 'notes.txt'), 'plain');
  writeFileSync(path.join(storageDir, 'private', 'installer-certifications', 'licence.pdf'), '%PDF-1.4');
  writeFileSync(path.join(storageDir, 'secret.txt'), 'outside every bucket');
});
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

const get = (bucket: string, key: string[]) =>
  GET(new Request(`http://localhost/storage/${bucket}/${key.join('/')}`), {
    params: Promise.resolve({ bucket, key }),
  });

describe('/storage route (local files)', () => {
  it('serves a stored file with its content type, cache and safety headers', async () => {
    const response = await get('media', ['installer-logos', 'logo.png']);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves an SVG only inside a sandbox, and an unknown type as a download-only octet stream', async () => {
    const svg = await get('media', ['drawing.svg']);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    const text = await get('media', ['notes.txt']);
    expect(text.headers.get('content-type')).toBe('application/octet-stream');
  });

  it.each([
    [['..', 'secret.txt']],
    [['..', '..', 'etc', 'passwd']],
    [['installer-logos', '..', '..', 'secret.txt']],
    [['..%2Fsecret.txt']],
    [['.hidden']],
    [['installer-logos', '']],
  ])('refuses the path traversal %j with 404', async (key) => {
    const response = await get('media', key);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside every bucket');
  });

  it('never serves the private bucket, even for a key that exists', async () => {
    const response = await get('private', ['installer-certifications', 'licence.pdf']);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('%PDF');
  });

  it('answers 404 for an unknown bucket or a missing file', async () => {
    expect((await get('uploads', ['logo.png'])).status).toBe(404);
    expect((await get('media', ['installer-logos', 'missing.png'])).status).toBe(404);
  });
});
