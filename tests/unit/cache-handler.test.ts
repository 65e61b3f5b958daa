/**
 * @jest-environment node
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SiteCache, { createSharedCache, LOCAL_BOUNDS, REDIS_TIMEOUT_MS } from '@/cache-handler.mjs';
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
  return {
    lastModified: Date.now(),
    lifespan: { expireAt: Math.floor(Date.now() / 1000) + 5400 },
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
});

describe('several servers sharing Redis', () => {
  let redis: RedisServer;
  const opened: SharedCache[] = [];
  const logs: string[] = [];

  /** One server's cache, as its process would create it. */
  async function server(): Promise<SharedCache> {
    const cache = createSharedCache({ url: redis.url, keyPrefix: `test${unique}:`, log: (message) => logs.push(message) });
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

  test('Redis not answering: each server falls back to its own memory within the timeout, says so once, and uses Redis again by itself when it answers', async () => {
    const [a, b] = [await server(), await server()];
    const glossary = pageKey('/glossary');
    await a.handler.set(glossary, pageEntry('Before the outage', ['glossary']));

    // Paused, Redis keeps its connections and its data but answers nothing.
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
    const unreachable = logs.filter((line) => line.includes('unreachable'));
    expect(unreachable).toHaveLength(2);
    expect(logs.filter((line) => line.includes('answers again'))).toHaveLength(2);
  });

  test('Redis stopped and started again, empty: pages keep answering, then the shared cache fills again', async () => {
    const [a, b] = [await server(), await server()];
    const term = pageKey('/glossary/7');
    await redis.stop();
    await a.handler.set(term, pageEntry('Kept by A alone', ['glossary']));
    expect(await htmlOf(a.handler, term)).toContain('Kept by A alone');
    expect(await htmlOf(b.handler, term)).toBeNull();
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
