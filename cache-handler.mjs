import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { createConfiguredCache } from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/**
 * The page and data cache of a self-hosted server (`npm start`, `next start`); on Vercel the platform keeps
 * its own (next.config.mjs sets this handler only off Vercel).
 *
 * - Without REDIS_URL: this server's memory only, in a bounded LRU. Made-up addresses (each cached as its 404)
 *   push out the least recently used entries instead of growing the disk or the heap. Nothing outlives the
 *   process, so a restart can never serve a page from before a back-office change: every page is rendered
 *   from Postgres again on its first request.
 * - With REDIS_URL: pages, data entries and tag expiries live in Redis, shared by every server of the same
 *   build, so an `updateTag`/`revalidatePath` made through one server is seen by all at their next request
 *   (404s and redirects stay on the server that rendered them, checked against the same expiries).
 *   Each Redis call gives up after REDIS_TIMEOUT_MS and the server falls back to its own memory (logged once
 *   per outage); tags expired meanwhile are sent to Redis when it answers again, and the shared cache is used
 *   from then on.
 */

/** Longest wait for one Redis call before the server answers from its own memory. */
export const REDIS_TIMEOUT_MS = 500;
/** How often a server that lost Redis checks whether it is back. */
const PROBE_INTERVAL_MS = 1000;
/**
 * Bounds of the in-memory layer: entries, and the characters and bytes they hold. A page of the site is some
 * 100 to 200 KB.
 */
export const LOCAL_BOUNDS = { maxItemsNumber: 2000, maxItemSizeBytes: 128 * 1024 * 1024 };

/**
 * What an entry holds, for the LRU's bound: each string's length and each buffer's bytes. The library's own
 * handler measures the JSON text of every entry it stores, which turns a page's RSC bytes into an array of
 * numbers first: some 4 ms per rendered page on this machine's cores, and three times the bytes counted.
 */
function sizeOf(value) {
  if (typeof value === 'string') return value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) return sizeOf([...value.values()]);
  if (Array.isArray(value)) return value.reduce((total, item) => total + sizeOf(item), 0);
  if (value && typeof value === 'object') return sizeOf(Object.values(value));
  return 8;
}

/**
 * Bounds of the part of the in-memory layer that holds pages for free-text queries (a `q` in a query page's
 * segment, lib/query-route.ts): any visitor can make a new one with every request, so they are kept apart, and
 * however many arrive they push out only each other, never the site's other pages (docs/decisions/0490).
 */
export const FREE_TEXT_BOUNDS = { maxItemsNumber: 200, maxItemSizeBytes: 16 * 1024 * 1024 };

/** The marker of a query page's segment (QUERY_SEGMENT of lib/query-route.ts; its unit test checks the two agree). */
const QUERY_SEGMENT = '_q';
const QUERY_PAGE_KEY = new RegExp(`/${QUERY_SEGMENT}/([\\w-]+)$`);

/** True for the cache key of a page whose query carries free text (a non-empty `q`). */
export function isFreeTextPage(key) {
  const match = typeof key === 'string' ? QUERY_PAGE_KEY.exec(key) : null;
  if (!match) return false;
  return Boolean(new URLSearchParams(Buffer.from(match[1], 'base64url').toString('utf8')).get('q'));
}

/**
 * How long after a miss (or a stale hit) the entry stored for that key counts as the render it started. A render
 * that takes longer is stored as made when it was stored.
 */
export const FILL_WINDOW_MS = 60_000;
/** Keys with a render under way that one server keeps track of before it forgets the oldest. */
const FILL_KEYS = 10_000;

/**
 * Dates each stored entry from the moment its render began instead of the moment it was stored. A render that
 * read the database before a back-office change and finished after it would otherwise be stored as newer than
 * the change, and served as current until the page's next revalidation, however many times the change had
 * expired its tags meanwhile. Dated from its start, such an entry is older than the change, so both the local
 * and the shared handler treat it as expired and render the page again. A render begins at a miss or at a hit
 * past its stale time (Next then renders in the background); later misses of the same key while it runs (Next
 * joins them to the one render) keep the first start.
 */
export function datedFromRenderStart(handler) {
  const starts = new Map();
  /** When the render under way for `key` began, unless none has or it began too long ago to be matched. */
  const startOf = (key) => {
    const started = starts.get(key);
    return started !== undefined && Date.now() - started <= FILL_WINDOW_MS ? started : undefined;
  };
  const begin = (key) => {
    if (startOf(key) !== undefined) return;
    starts.delete(key);
    if (starts.size >= FILL_KEYS) starts.delete(starts.keys().next().value);
    starts.set(key, Date.now());
  };
  return {
    ...handler,
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      const stale = entry?.lifespan && entry.lifespan.staleAt * 1000 <= Date.now();
      if (!entry || stale) begin(key);
      return entry;
    },
    set(key, entry, context) {
      const started = startOf(key);
      starts.delete(key);
      return handler.set(key, started === undefined ? entry : { ...entry, lastModified: Math.min(entry.lastModified, started) }, context);
    },
  };
}

/**
 * This server's memory: the library's LRU sized by sizeOf. An entry is expired by any of its tags, or of the
 * page's path tags, expired at or after the time it is dated from (datedFromRenderStart): the entries holding
 * the tag are dropped at once, and the time stays for a render that was under way.
 */
function localStore() {
  const sized = (entry) => Math.max(1, sizeOf(entry));
  const pages = createConfiguredCache(sized, LOCAL_BOUNDS);
  const freeText = createConfiguredCache(sized, FREE_TEXT_BOUNDS);
  const storeOf = (key) => (isFreeTextPage(key) ? freeText : pages);
  const tagTimes = new Map();
  return {
    name: 'local-lru',
    async get(key, meta) {
      const store = storeOf(key);
      const entry = store.get(key);
      if (!entry) return null;
      for (const tag of [...entry.tags, ...(meta?.implicitTags ?? [])]) {
        if ((tagTimes.get(tag) ?? -Infinity) >= entry.lastModified) {
          store.delete(key);
          return null;
        }
      }
      return entry;
    },
    async set(key, entry, context) {
      const store = storeOf(key);
      if (context?.setOnlyIfNotExists && store.has(key)) return;
      store.set(key, entry);
    },
    async revalidateTag(tag) {
      for (const store of [pages, freeText]) {
        for (const [key, entry] of store.entries()) if (entry.tags.includes(tag)) store.delete(key);
      }
      tagTimes.set(tag, Date.now());
    },
    async delete(key) {
      storeOf(key).delete(key);
    },
  };
}

/** This server's memory, as the handler of a server without Redis. */
export function createLocalHandler() {
  return datedFromRenderStart(localStore());
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * How long an entry is kept after it was rendered. The library's default (1.5 × the page's revalidate time)
 * would drop an hourly page 90 minutes after its last render, so a database outage after that would show an
 * error instead of the last good page; Next's own default keeps entries a year and serves them stale while it
 * renders again. The LRU bound and Redis' maxmemory limit the space either way.
 */
const ttl = { estimateExpireAge: (staleAge) => Math.max(Math.floor(staleAge * 1.5), ONE_YEAR_SECONDS) };

/**
 * The promise, or a rejection once Redis has had `ms` of this server's time. A server busy rendering runs its
 * timers late; that delay is given back (up to 4 × `ms` in all), and a reply already received is read before
 * giving up, so a slow render does not pass for a Redis outage.
 */
function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer;
    const started = performance.now();
    const settle = (finish) => (value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish(value);
    };
    const arm = (delay) => {
      const due = performance.now() + delay;
      timer = setTimeout(() => {
        const late = performance.now() - due;
        if (late > 20 && performance.now() - started < ms * 4) return arm(late);
        setImmediate(() => settle(reject)(new Error(`no answer within ${ms} ms`)));
      }, delay);
    };
    arm(ms);
    promise.then(settle(resolve), settle(reject));
  });
}

/** Where Redis is, for the log, without a password. */
function redisLabel(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'the configured Redis';
  }
}

/** How long a shared entry stays in Redis at most: the library's tag maps keep a field per entry until then. */
const SHARED_LIFETIME_SECONDS = 24 * 60 * 60;
/** How often a server drops the expired entries' fields from the library's tag maps, off the request path. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
const PRUNE_TIMEOUT_MS = 60 * 1000;

/**
 * An answer that stays on the server that rendered it: a 404 or a redirect, what made-up addresses produce, and a
 * page for a free-text query, which stays in that server's bounded part for them. In Redis, each would hold a
 * whole page (some 150 KB) and a field in the tag maps that no memory limit evicts.
 */
const staysLocal = (key, entry) => {
  if (isFreeTextPage(key)) return true;
  const value = entry?.value;
  return (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') && value.status !== undefined && value.status !== 200;
};

/** The entry with its time in Redis cut to SHARED_LIFETIME_SECONDS (or 1.5 × its revalidate time, if longer). */
function withSharedLifetime(entry) {
  const lifespan = entry.lifespan;
  if (!lifespan) return entry;
  const expireAge = Math.min(lifespan.expireAge, Math.max(Math.floor(lifespan.staleAge * 1.5), SHARED_LIFETIME_SECONDS));
  return { ...entry, lifespan: { ...lifespan, expireAge, expireAt: lifespan.lastModifiedAt + expireAge } };
}

/**
 * The shared cache on Redis with this server's memory beside it.
 *
 * Pages and data entries go to Redis through the library's `redis-strings` handler; 404s and redirects stay in
 * this server's LRU. A tag expiry (`updateTag`, `revalidateTag`, `revalidatePath`) is one field in a Redis hash,
 * the time of the change, and every entry read, from Redis or from this server's memory, is checked against the
 * times of its tags: one write per change, whatever the size of the cache (the library's own expiry scans every
 * entry it holds, which took over 500 ms with 10,000 entries on a busy machine).
 *
 * @param {{ url: string, keyPrefix: string, timeoutMs?: number, log?: (message: string) => void }} options
 */
export function createSharedCache({ url, keyPrefix, timeoutMs = REDIS_TIMEOUT_MS, log = (message) => console.warn(message) }) {
  const where = redisLabel(url);
  const client = createClient({
    url,
    // A command sent while the connection is down fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: timeoutMs,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000),
    },
  });
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs });
  // The same entries, with the time a scan of the tag maps needs; used only by the background pruning.
  const pruner = createRedisHandler({ client, keyPrefix, timeoutMs: PRUNE_TIMEOUT_MS });
  const tagTimes = `${keyPrefix}tag-expiries`;
  let local = localStore();
  let usable = false;
  let everUsable = false;
  let closed = false;
  /** Tags expired while Redis could not be told: sent to it before it is used again. */
  const pending = new Set();

  // Without a listener, node-redis' connection errors would end the process.
  client.on('error', () => markDown('connection lost'));

  function markDown(reason) {
    if (!usable) return;
    usable = false;
    log(`[cache] Redis at ${where} is unreachable (${reason}): this server answers from its own memory until it returns.`);
  }

  const recordExpiries = (tags) => client.hSet(tagTimes, Object.fromEntries(tags.map((tag) => [tag, String(Date.now())])));

  let recovering;
  async function recover() {
    if (usable || closed) return;
    recovering ??= (async () => {
      try {
        await withTimeout(client.ping(), timeoutMs);
        if (pending.size > 0) {
          const tags = [...pending];
          await withTimeout(recordExpiries(tags), timeoutMs);
          tags.forEach((tag) => pending.delete(tag));
        }
        // What this server cached on its own may miss changes made through the others meanwhile.
        local = localStore();
        usable = true;
        log(everUsable ? `[cache] Redis at ${where} answers again: the shared cache is in use.` : `[cache] page and data cache shared on Redis at ${where} (keys ${keyPrefix}).`);
        everUsable = true;
      } catch {
        // Still away: the next probe tries again.
      } finally {
        recovering = undefined;
      }
    })();
    return recovering;
  }

  client.on('ready', () => void recover());
  const probe = setInterval(() => {
    if (!usable && client.isReady) void recover();
  }, PROBE_INTERVAL_MS);
  probe.unref();
  const prune = setInterval(() => {
    if (usable) void withTimeout(pruner.prepare(), PRUNE_TIMEOUT_MS).catch(() => undefined);
  }, PRUNE_INTERVAL_MS);
  prune.unref();
  client.connect().catch(() => {
    // Not reachable at start: the reconnect strategy keeps trying and 'ready' brings the shared cache in.
    if (!everUsable) log(`[cache] Redis at ${where} is unreachable at start: this server answers from its own memory until it answers.`);
  });

  /** Runs a Redis call, or falls back to `fallback` when Redis is away or does not answer in time. */
  async function shared(call, fallback) {
    if (!usable) return fallback();
    try {
      return await withTimeout(call(), timeoutMs);
    } catch (error) {
      markDown(error instanceof Error ? error.message : String(error));
      return fallback();
    }
  }

  /** True when one of the entry's tags, or of the page's path tags, was expired after the entry was made. */
  async function expired(entry, implicitTags) {
    const tags = [...new Set([...(entry.tags ?? []), ...(implicitTags ?? [])])];
    if (tags.length === 0) return false;
    const times = await client.hmGet(tagTimes, tags);
    return times.some((time) => time !== null && Number(time) >= entry.lastModified);
  }

  async function read(key, meta) {
    const fromRedis = await redis.get(key, meta);
    const entry = fromRedis ?? (await local.get(key, meta));
    if (!entry) return null;
    if (!(await expired(entry, meta?.implicitTags))) return entry;
    await (fromRedis ? redis.delete(key) : local.delete(key));
    return null;
  }

  const handler = datedFromRenderStart({
    name: 'redis-with-local-fallback',
    get: (key, meta) => shared(() => read(key, meta), () => local.get(key, meta)),
    set(key, value, context) {
      if (staysLocal(key, value)) return local.set(key, value, context);
      return shared(() => redis.set(key, withSharedLifetime(value), context), () => local.set(key, value, context));
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      await shared(
        () => recordExpiries([tag]),
        () => {
          pending.add(tag);
        },
      );
    },
    async delete(key) {
      await local.delete(key);
      await shared(
        () => redis.delete(key),
        () => undefined,
      );
    },
  });

  return {
    handler,
    /** Resolves once Redis is in use (or after `ms` without it); for tests and benchmarks. */
    async ready(ms = 5000) {
      const deadline = Date.now() + ms;
      while (!usable && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return usable;
    },
    get usingRedis() {
      return usable;
    },
    async close() {
      closed = true;
      clearInterval(probe);
      clearInterval(prune);
      await client.close().catch(() => client.destroy());
    },
  };
}

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL;
  // The build renders from its own database; live servers fill the shared cache themselves.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLocalHandler()], ttl };
  try {
    // Entries of one build only: another build's pages name other script files.
    const cache = createSharedCache({ url, keyPrefix: `ev:${buildId ?? 'unbuilt'}:` });
    return { handlers: [cache.handler], ttl };
  } catch (error) {
    // A malformed REDIS_URL (lib/env.ts names it too) must not take every page down with it.
    console.error(`[cache] REDIS_URL cannot be used (${error instanceof Error ? error.message : error}): this server caches in its own memory.`);
    return { handlers: [createLocalHandler()], ttl };
  }
});

export default CacheHandler;
