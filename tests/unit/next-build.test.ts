/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MARKER, buildIdentity, buildIsCurrent } from '@/scripts/lib/next-build';

// `npm start` serves the existing build only when it was made from this database and these sources.
const cwd = process.cwd();
let dir: string;
const dataDir = process.env.EMBEDDED_DATA_DIR;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ev-build-'));
  process.chdir(dir);
  process.env.EMBEDDED_DATA_DIR = '.data/postgres';
  await mkdir('app', { recursive: true });
  await mkdir('.next', { recursive: true });
  await writeFile('app/page.tsx', 'export default function Page() { return null; }\n');
  await writeFile('package.json', '{"name":"site"}\n');
  await writeFile('.next/BUILD_ID', 'build-1');
  // What buildForThisDatabase records after a successful `next build`.
  await writeFile(MARKER, await buildIdentity());
});

afterEach(async () => {
  process.chdir(cwd);
  process.env.EMBEDDED_DATA_DIR = dataDir;
  await rm(dir, { recursive: true, force: true });
});

describe('whether npm start may serve the existing build', () => {
  it('serves it when nothing changed', async () => {
    expect(await buildIsCurrent()).toBe(true);
  });

  it('builds again after a page changed, as a git pull would change it', async () => {
    await writeFile('app/page.tsx', 'export default function Page() { return "new"; }\n');
    expect(await buildIsCurrent()).toBe(false);
  });

  it('builds again after a file was added or the dependencies changed', async () => {
    await mkdir('components', { recursive: true });
    await writeFile('components/banner.tsx', 'export const Banner = () => null;\n');
    expect(await buildIsCurrent()).toBe(false);
    await writeFile(MARKER, await buildIdentity());
    expect(await buildIsCurrent()).toBe(true);
    await writeFile('package-lock.json', '{"lockfileVersion":3}\n');
    expect(await buildIsCurrent()).toBe(false);
  });

  it('builds again on another database, and when there is no build at all', async () => {
    process.env.EMBEDDED_DATA_DIR = '.data/other';
    expect(await buildIsCurrent()).toBe(false);
    process.env.EMBEDDED_DATA_DIR = '.data/postgres';
    await rm('.next/BUILD_ID');
    expect(await buildIsCurrent()).toBe(false);
  });

  it('builds again for another port, whose address the prerendered pages carry in their links', async () => {
    const port = process.env.PORT;
    try {
      process.env.PORT = '3200';
      expect(await buildIsCurrent()).toBe(false);
      await writeFile(MARKER, await buildIdentity());
      expect(await readFile(MARKER, 'utf8')).toContain('http://localhost:3200');
      expect(await buildIsCurrent()).toBe(true);
      // An address given outright decides instead of the port.
      process.env.NEXT_PUBLIC_SITE_URL = 'https://ev.example.org';
      expect(await buildIsCurrent()).toBe(false);
    } finally {
      if (port === undefined) delete process.env.PORT;
      else process.env.PORT = port;
      delete process.env.NEXT_PUBLIC_SITE_URL;
    }
  });

  it('ignores what a running site writes outside the sources (uploads, the database)', async () => {
    await mkdir('.data/storage', { recursive: true });
    await writeFile('.data/storage/logo.png', 'png');
    expect(await readFile(MARKER, 'utf8')).toContain('embedded:.data/postgres');
    expect(await buildIsCurrent()).toBe(true);
  });
});
