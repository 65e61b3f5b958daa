/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import SelfHostedCache from '@/cache-handler.cjs';

/*
 * The self-hosted server's cache (cache-handler.cjs) on a real folder, through Next's own file-system
 * cache: what any visitor can make it store stays in memory; the pages the site has go to disk as before.
 */

let root: string;
let cache: SelfHostedCache;

beforeEach(async () => {
  // Next keeps pages under .next/server and data under .next/cache: the cache is given the first.
  root = await mkdtemp(path.join(tmpdir(), 'ev-cache-'));
  cache = new SelfHostedCache({
    fs: nodeFs,
    serverDistDir: path.join(root, 'server'),
    flushToDisk: true,
    maxMemoryCacheSize: 10 * 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** Every file the cache wrote, pages and data alike. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const fileEndingWith = async (suffix: string) => {
  const file = (await filesOnDisk()).find((name) => name.endsWith(suffix));
  if (!file) throw new Error(`no file ending with ${suffix}`);
  return readFile(path.join(root, file), 'utf8');
};

/*
 * Next declares its cache kinds as const enums, which isolated modules cannot read; their values are these
 * strings, so the entries are written as Next writes them and handed over through one cast.
 */
type Entry = Parameters<SelfHostedCache['set']>[1];
type SetContext = Parameters<SelfHostedCache['set']>[2];
type GetContext = Parameters<SelfHostedCache['get']>[1];

let unique = 0;
/** A page key of the shape Next gives its cache (route-cache/kind/owner/$/path). */
const pageKey = (address: string) => `/route-cache/APP_PAGE/owner${(unique += 1)}/$${address}`;

const storePage = (key: string, status: number | undefined, text: string, tags = 'articles') =>
  cache.set(
    key,
    {
      kind: 'APP_PAGE',
      html: `<html><body>${text}</body></html>`,
      rscData: Buffer.from(text),
      headers: { 'x-next-cache-tags': tags },
      postponed: undefined,
      status,
      segmentData: undefined,
    } as unknown as Entry,
    { cacheControl: { revalidate: 3600, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false } as SetContext,
  );

const readPage = (key: string) =>
  cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as unknown as GetContext);

test('a made-up address answered 404 is served from memory and writes nothing to disk', async () => {
  const key = pageKey('/article/987654321');
  await storePage(key, 404, 'Article Not Found');
  expect(await filesOnDisk()).toEqual([]);
  expect((await readPage(key))?.value).toMatchObject({ kind: 'APP_PAGE', status: 404, html: expect.stringContaining('Article Not Found') });
});

test('a made-up address that redirects (an unknown category) stays in memory too', async () => {
  const key = pageKey('/category/no-such-topic');
  await storePage(key, 307, '');
  expect(await filesOnDisk()).toEqual([]);
  expect((await readPage(key))?.value).toMatchObject({ status: 307 });
});

test('a page the site has is written to disk, where a restarted server finds it', async () => {
  await storePage(pageKey('/article/1'), undefined, 'High-voltage safety');
  expect(await fileEndingWith('article/1.html')).toContain('High-voltage safety');
});

test('a page on disk that now answers 404 (deleted in the back office) is replaced on disk, so a restart cannot bring it back', async () => {
  const key = pageKey('/article/7');
  await storePage(key, undefined, 'An article about to be deleted');
  await storePage(key, 404, 'Article Not Found');
  expect(await fileEndingWith('article/7.html')).toContain('Article Not Found');
  expect(JSON.parse(await fileEndingWith('article/7.meta'))).toMatchObject({ status: 404 });
});

test('data read from Postgres is cached in memory only', async () => {
  const key = `data-${(unique += 1)}`;
  const body = JSON.stringify({ id: 1, term: 'BMS' });
  await cache.set(
    key,
    { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600, tags: ['glossary'] } as unknown as Entry,
    { fetchCache: true, tags: ['glossary'] } as unknown as SetContext,
  );
  expect(await filesOnDisk()).toEqual([]);
  const cached = await cache.get(key, { kind: 'FETCH', tags: ['glossary'] } as unknown as GetContext);
  expect(cached?.value).toMatchObject({ kind: 'FETCH', data: { body } });
});

/** What a freshly started server (a new process) reads for a page key from the same folder. */
async function readAfterRestart(key: string): Promise<string | null> {
  const script = `
    const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
    const Cache = require('./cache-handler.cjs');
    const [serverDistDir, key] = process.argv.slice(1);
    const cache = new Cache({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 1e7, revalidatedTags: [], _requestHeaders: {} });
    cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })
      .then((entry) => process.stdout.write(JSON.stringify(entry ? entry.value.html : null)));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, path.join(root, 'server'), key]);
  return JSON.parse(stdout) as string | null;
}

test('a page on disk is served after a restart while nothing it shows has changed', async () => {
  const key = pageKey('/article/3');
  await storePage(key, undefined, 'Charging at home');
  expect(await readAfterRestart(key)).toContain('Charging at home');
});

test('a change made in the back office before a restart still expires the pages on disk after it', async () => {
  const changed = pageKey('/article/4');
  const other = pageKey('/glossary/2');
  await storePage(changed, undefined, 'The article before its edit');
  await storePage(other, undefined, 'A glossary term', 'glossary');
  await new Promise((resolve) => setTimeout(resolve, 5));
  await cache.revalidateTag('articles');
  expect(await readAfterRestart(changed)).toBeNull();
  expect(await readAfterRestart(other)).toContain('A glossary term');
});
