/**
 * @jest-environment node
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

const storePage = (key: string, status: number | undefined, text: string) =>
  cache.set(
    key,
    {
      kind: 'APP_PAGE',
      html: `<html><body>${text}</body></html>`,
      rscData: Buffer.from(text),
      headers: {},
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
