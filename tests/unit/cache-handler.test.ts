/**
 * @jest-environment node
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import SiteCache, { createSharedCache, FREE_TEXT_BOUNDS, isFreeTextPage, LOCAL_BOUNDS, REDIS_TIMEOUT_MS } from '@/cache-handler.mjs';
import { encodeRouteQuery, QUERY_SEGMENT } from '@/lib/query-route';
import { redisServerAvailable, REDIS_SERVER, startRedisServer, type RedisServer } from '@/scripts/lib/redis-server';

/*
 * The self-hosted server's page and data cache (cache-handler.mjs), as Next calls it: on its own in memory,
 * and shared on a real redis-server by two servers, through Redis going away and coming back.
 */

type SharedCache = ReturnType<typeof createSharedCache>;
type Handler = SharedCache['handler'];
type Entry = Parameters<Handler['set']>[1];

let unique = 0;
/** A page key of the shape Next gives its cache (route-cache/kind/owner/$/path). */
const pageKey = (address: string) => `/route-cache/APP_PAGE/owner${(unique += 1)}/$${address}`;

/** A rendered page as the library hands it to its handlers: the tags come from Next's tags header. */
function pageEntry(text: string, tags: string[], status = 200): Entry {
  const now = Math.floor(Date.now() / 1000);
  return {
    lastModified: Date.now(),
    lifespan: { lastModifiedAt: now, staleAge: 3600, expireAge: 31_536_000, expireAt: now + 31_536_000, staleAt: now + 3600, revalidate: 3600 },
    tags,
    value: {
      kind: 'APP_PAGE',
      html: `<html><body>${text}</body></html>`,
      rscData: Buffer.from(text),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status,
      postponed: undefined,
      segmentData: new Map([['/_index.segment.rsc', Buffer.from(text)]]),
    },
  } as unknown as Entry;
}

const htmlOf = async (handler: Handler, key: string, implicitTags: string[] = []) => {
  const entry = (await handler.get(key, { implicitTags })) as { value: { html: string } } | null | undefined;
  return entry?.value.html ?? null;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one server without REDIS_URL', () => {
  let root: string;
  let cache: InstanceType<typeof SiteCache>;

  beforeAll(async () => {
    delete process.env.REDIS_URL;
    root = await mkdtemp(path.join(tmpdir(), 'ev-cache-'));
    cache = new SiteCache({ serverDistDir: path.join(root, 'server'), dev: false } as ConstructorParameters<typeof SiteCache>[0]);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** A page stored as Next stores one after rendering it. */
  const storePage = (key: string, text: string, tags: string, status?: number) =>
    cache.set(
      key,
      { kind: 'APP_PAGE', html: text, rscData: Buffer.from(text), headers: { 'x-next-cache-tags': tags }, status, postponed: undefined, segmentData: undefined } as never,
      { cacheControl: { revalidate: 3600, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false } as never,
    );
  const readPage = async (key: string) => ((await cache.get(key, { kind: 'APP_PAGE', softTags: [] } as never)) as { value: { html: string } } | null)?.value.html ?? null;

  test('a rendered page is served from memory until a back-office change expires its tag', async () => {
    const article = pageKey('/article/4');
    const term = pageKey('/glossary/2');
    await storePage(article, 'The article before its edit', '_N_T_/layout,articles');
    await storePage(term, 'A glossary term', '_N_T_/layout,glossary');
    expect(await readPage(article)).toBe('The article before its edit');
    await cache.revalidateTag('articles');
    expect(await readPage(article)).toBeNull();
    expect(await readPage(term)).toBe('A glossary term');
  });

  test('a page whose render began before a back-office change and ended after it is rendered again, not served as current', async () => {
    const home = pageKey('/');
    // A visitor's request misses, and the render reads the videos as they were...
    expect(await readPage(home)).toBeNull();
    // ...while the back office adds one and expires the tag...
    await cache.revalidateTag('videos');
    // ...and the render, finished, is stored.
    await storePage(home, 'Latest Videos without the new one', '_N_T_/layout,videos');
    // (A render begun in the same millisecond as the change counts as begun before it.)
    await pause(2);
    expect(await readPage(home)).toBeNull();
    // The next render begins after the change, and is served.
    await storePage(home, 'Latest Videos with the new one', '_N_T_/layout,videos');
    expect(await readPage(home)).toBe('Latest Videos with the new one');
  });

  test('a render that began after the change is served, and so is a page no change touched', async () => {
    const home = pageKey('/');
    const term = pageKey('/glossary/2');
    await cache.revalidateTag('videos');
    await pause(2);
    expect(await readPage(home)).toBeNull();
    expect(await readPage(term)).toBeNull();
    await storePage(home, 'Latest Videos', '_N_T_/layout,videos');
    await cache.revalidateTag('articles');
    await storePage(term, 'A glossary term', '_N_T_/layout,glossary');
    expect(await readPage(home)).toBe('Latest Videos');
    expect(await readPage(term)).toBe('A glossary term');
  });

  test('a background render of a stale page that straddles a change is not served as current either', async () => {
    const videos = pageKey('/videos');
    const storeShortLived = (text: string) =>
      cache.set(
        videos,
        { kind: 'APP_PAGE', html: text, rscData: Buffer.from(text), headers: { 'x-next-cache-tags': '_N_T_/layout,videos' }, status: 200, postponed: undefined, segmentData: undefined } as never,
        { cacheControl: { revalidate: 1, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false } as never,
      );
    await storeShortLived('The list an hour ago');
    await pause(1100);
    // Past its stale time the page is still served, and Next renders it again in the background...
    expect(await readPage(videos)).toBe('The list an hour ago');
    await cache.revalidateTag('videos');
    await storeShortLived('The list read before the change');
    expect(await readPage(videos)).toBeNull();
  });

  test('made-up addresses, each cached as its 404, push out the oldest entries instead of growing without bound', async () => {
    const stamp = Date.now();
    const made = Array.from({ length: LOCAL_BOUNDS.maxItemsNumber + 500 }, (_, index) => pageKey(`/article/9${stamp}${index}`));
    for (const key of made) await storePage(key, 'Article Not Found', '_N_T_/layout', 404);
    const kept = (await Promise.all(made.map(readPage))).filter((html) => html !== null);
    expect(kept.length).toBeLessThanOrEqual(LOCAL_BOUNDS.maxItemsNumber);
    // The most recent ones are what is kept.
    expect(await readPage(made.at(-1)!)).toBe('Article Not Found');
    expect(await readPage(made[0]!)).toBeNull();
  });

  test('pages for free-text queries push out only each other, never the bare pages, articles or glossary', async () => {
    const kept = ['/articles', '/glossary', '/article/4', '/glossary/2', '/installers/_q/c3RhdGU9VGV4YXM'].map(pageKey);
    for (const key of kept) await storePage(key, `kept ${key}`, '_N_T_/layout');
    const searches = Array.from({ length: LOCAL_BOUNDS.maxItemsNumber + 500 }, (_, index) =>
      pageKey(`/articles/${QUERY_SEGMENT}/${encodeRouteQuery('/articles', new URLSearchParams({ q: `search ${index}` }))}`),
    );
    for (const key of searches) await storePage(key, 'Search results', '_N_T_/layout,articles');
    for (const key of kept) expect(await readPage(key)).toBe(`kept ${key}`);
    const held = (await Promise.all(searches.map(readPage))).filter((html) => html !== null);
    expect(held.length).toBe(FREE_TEXT_BOUNDS.maxItemsNumber);
    expect(await readPage(searches.at(-1)!)).toBe('Search results');
  });

  test('tells a free-text page by the q its segment carries, not a filter page', () => {
    const segment = (route: '/installers' | '/articles', query: string) => `/${route}/${QUERY_SEGMENT}/${encodeRouteQuery(route, new URLSearchParams(query))}`;
    expect(isFreeTextPage(pageKey(segment('/articles', 'q=battery')))).toBe(true);
    expect(isFreeTextPage(pageKey(segment('/installers', 'state=Texas&q=tesla')))).toBe(true);
    expect(isFreeTextPage(pageKey(segment('/installers', 'state=Texas')))).toBe(false);
    expect(isFreeTextPage(pageKey('/articles'))).toBe(false);
    expect(isFreeTextPage(pageKey('/glossary/2'))).toBe(false);
  });

  test('the memory bound counts a page by its characters and bytes, so it holds as many pages as fit in it', async () => {
    const megabyte = 1024 * 1024;
    const text = 'x'.repeat(megabyte);
    const bytes = Buffer.alloc(megabyte);
    const fit = Math.floor(LOCAL_BOUNDS.maxItemSizeBytes / (2 * megabyte));
    const pages = Array.from({ length: fit + 20 }, (_, index) => pageKey(`/range-tool/_q/large${index}`));
    for (const key of pages) {
      await cache.set(
        key,
        { kind: 'APP_PAGE', html: text, rscData: bytes, headers: { 'x-next-cache-tags': '_N_T_/layout' }, status: 200, postponed: undefined, segmentData: undefined } as never,
        { cacheControl: { revalidate: 3600, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false } as never,
      );
    }
    const kept = (await Promise.all(pages.map(readPage))).filter((html) => html !== null);
    expect(kept.length).toBeGreaterThanOrEqual(fit - 2);
    expect(kept.length).toBeLessThanOrEqual(fit);
  });
});

test('a REDIS_URL that cannot be used is said once, and the server caches in its own memory instead of failing its pages', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  process.env.REDIS_URL = 'http://cache.example.org:6379';
  try {
    await jest.isolateModulesAsync(async () => {
      const { default: Isolated } = await import('@/cache-handler.mjs');
      const cache = new Isolated({ serverDistDir: path.join(tmpdir(), 'ev-cache-none', 'server'), dev: false } as ConstructorParameters<typeof SiteCache>[0]);
      const key = pageKey('/glossary');
      const value = { kind: 'APP_PAGE', html: 'BMS', rscData: Buffer.from('BMS'), headers: { 'x-next-cache-tags': 'glossary' }, status: 200, postponed: undefined, segmentData: undefined };
      await cache.set(key, value as never, { cacheControl: { revalidate: 3600, expire: 31_536_000 } } as never);
      expect(((await cache.get(key, { kind: 'APP_PAGE', softTags: [] } as never)) as { value: { html: string } } | null)?.value.html).toBe('BMS');
    });
    expect(errors.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('REDIS_URL cannot be used'))).toHaveLength(1);
  } finally {
    delete process.env.REDIS_URL;
    errors.mockRestore();
  }
});

describe('several servers sharing Redis', () => {
  let redis: RedisServer;
  const opened: SharedCache[] = [];
  const logs: string[] = [];

  /** One server's cache, as its process would create it; its log lines start with its number. */
  async function server(): Promise<SharedCache> {
    const id = opened.length;
    const cache = createSharedCache({ url: redis.url, keyPrefix: `test${unique}:`, log: (message) => logs.push(`${id} ${message}`) });
    opened.push(cache);
    expect(await cache.ready()).toBe(true);
    return cache;
  }

  beforeAll(async () => {
    if (!redisServerAvailable()) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server (.ci/run does).`);
    redis = await startRedisServer();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((cache) => cache.close()));
    logs.length = 0;
    unique += 1;
  });
  afterAll(() => redis?.stop());

  test('a page stored by one server is served by another, and a tag expired through either is gone for both', async () => {
    const [a, b] = [await server(), await server()];
    const glossary = pageKey('/glossary');
    const home = pageKey('/');
    await a.handler.set(glossary, pageEntry('BMS, SOC, SOH', ['_N_T_/glossary', 'glossary']));
    await a.handler.set(home, pageEntry('Latest Articles', ['_N_T_/', 'articles']));
    expect(await htmlOf(b.handler, glossary)).toContain('BMS, SOC, SOH');

    await b.handler.revalidateTag('glossary');
    expect(await htmlOf(a.handler, glossary)).toBeNull();
    expect(await htmlOf(a.handler, home)).toContain('Latest Articles');

    // A path revalidated through one server (revalidatePath) is stale on the other.
    await pause(5);
    await a.handler.revalidateTag('_N_T_/');
    expect(await htmlOf(b.handler, home, ['_N_T_/'])).toBeNull();
  });

  test('a render begun on one server before a change made through another is not served as current by either', async () => {
    const [a, b] = [await server(), await server()];
    const home = pageKey('/');
    expect(await htmlOf(a.handler, home)).toBeNull();
    await b.handler.revalidateTag('videos');
    await a.handler.set(home, pageEntry('Latest Videos without the new one', ['_N_T_/', 'videos']));
    await pause(2);
    expect(await htmlOf(b.handler, home)).toBeNull();
    expect(await htmlOf(a.handler, home)).toBeNull();
    await a.handler.set(home, pageEntry('Latest Videos with the new one', ['_N_T_/', 'videos']));
    expect(await htmlOf(b.handler, home)).toContain('with the new one');
  });

  test("a made-up address's 404 stays on the server that rendered it, and goes on every server when its tag expires", async () => {
    const [a, b] = [await server(), await server()];
    const made = pageKey(`/article/9${Date.now()}`);
    await a.handler.set(made, pageEntry('Article Not Found', ['_N_T_/layout', 'articles'], 404));
    expect(await htmlOf(a.handler, made)).toContain('Article Not Found');
    expect(await htmlOf(b.handler, made)).toBeNull();
    // The article is published through B under that id: A must not keep answering 404 for it.
    await pause(2);
    await b.handler.revalidateTag('articles');
    expect(await htmlOf(a.handler, made)).toBeNull();
  });

  test('a shared entry is kept in Redis a day at most, so the tag maps it leaves behind are pruned', async () => {
    const a = await server();
    const prefix = `test${unique}:`;
    const key = pageKey('/glossary');
    await a.handler.set(key, pageEntry('BMS', ['glossary']));
    const inspect = createClient({ url: redis.url });
    await inspect.connect();
    try {
      const ttl = await inspect.ttl(`${prefix}${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(24 * 60 * 60);
    } finally {
      await inspect.close();
    }
  });

  test('Redis not answering: each server falls back to its own memory within the timeout, says so once, and uses Redis again by itself when it answers', async () => {
    const [a, b] = [await server(), await server()];
    const glossary = pageKey('/glossary');
    await a.handler.set(glossary, pageEntry('Before the outage', ['glossary']));

    // Paused, Redis keeps its connections and its data but answers nothing.
    const before = logs.length;
    process.kill(redisPid(), 'SIGSTOP');
    try {
      const started = performance.now();
      expect(await htmlOf(a.handler, glossary)).toBeNull();
      // Bounded by REDIS_TIMEOUT_MS, not the library's 5 s default; generous for a busy machine.
      expect(performance.now() - started).toBeLessThan(REDIS_TIMEOUT_MS + 1500);
      // The glossary changes through B while Redis cannot hear it; A renders and keeps the new page itself.
      await b.handler.revalidateTag('glossary');
      await a.handler.set(glossary, pageEntry('During the outage', ['glossary']));
      for (let index = 0; index < 5; index += 1) expect(await htmlOf(a.handler, glossary)).toBe('<html><body>During the outage</body></html>');
      expect(a.usingRedis).toBe(false);
    } finally {
      process.kill(redisPid(), 'SIGCONT');
    }
    expect(await a.ready()).toBe(true);
    expect(await b.ready()).toBe(true);
    // B told Redis of the change it made meanwhile before using it again: the page from before is gone.
    expect(await htmlOf(a.handler, glossary)).toBeNull();
    // One line per server for the outage, and one when Redis is back.
    const during = logs.slice(before);
    for (const id of ['0', '1']) {
      expect(during.filter((line) => line.startsWith(`${id} `) && line.includes('unreachable')).length).toBeLessThanOrEqual(1);
      expect(during.filter((line) => line.startsWith(`${id} `)).at(-1)).toContain('answers again');
    }
    expect(b.usingRedis).toBe(true);
  });

  test('Redis stopped and started again, empty: pages keep answering, then the shared cache fills again', async () => {
    const [a, b] = [await server(), await server()];
    const term = pageKey('/glossary/7');
    await redis.stop();
    await a.handler.set(term, pageEntry('Kept by A alone', ['glossary']));
    expect(await htmlOf(a.handler, term)).toContain('Kept by A alone');
    expect(await htmlOf(b.handler, term)).toBeNull();
    // Requests go on while the servers keep trying to reconnect; each says once that Redis is gone.
    for (let round = 0; round < 10; round += 1) {
      await Promise.all([htmlOf(a.handler, term), htmlOf(b.handler, term), pause(300)]);
    }
    for (const id of ['0', '1']) {
      const lines = logs.filter((line) => line.startsWith(`${id} `));
      expect(lines.filter((line) => line.includes('unreachable')).length).toBeLessThanOrEqual(2);
      expect(lines.at(-1)).toContain('unreachable');
    }
    await redis.start();
    expect(await a.ready(10_000)).toBe(true);
    expect(await b.ready(10_000)).toBe(true);
    await a.handler.set(term, pageEntry('Shared again', ['glossary']));
    expect(await htmlOf(b.handler, term)).toContain('Shared again');
  });

  /** The redis-server process (started by startRedisServer on its port). */
  function redisPid(): number {
    return redis.pid();
  }
});
