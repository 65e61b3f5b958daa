import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
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
 *   build, so an `updateTag`/`revalidatePath` made through one server is seen by all at their next request.
 *   Each Redis call gives up after REDIS_TIMEOUT_MS and the server falls back to its own memory (logged once
 *   per outage); tags expired meanwhile are sent to Redis when it answers again, and the shared cache is used
 *   from then on.
 */

/** Longest wait for one Redis call before the server answers from its own memory. */
export const REDIS_TIMEOUT_MS = 500;
/** How often a server that lost Redis checks whether it is back. */
const PROBE_INTERVAL_MS = 1000;
/**
 * Bounds of the in-memory layer. The library sizes an entry by its JSON length, where a Buffer counts about
 * three times its bytes, so the heap holds less than this. A page of the site is some 100 to 200 KB.
 */
export const LOCAL_BOUNDS = { maxItemsNumber: 2000, maxItemSizeBytes: 128 * 1024 * 1024 };

export const createLocalHandler = () => createLruHandler(LOCAL_BOUNDS);

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * How long an entry is kept after it was rendered. The library's default (1.5 × the page's revalidate time)
 * would drop an hourly page 90 minutes after its last render, so a database outage after that would show an
 * error instead of the last good page; Next's own default keeps entries a year and serves them stale while it
 * renders again. The LRU bound and Redis' maxmemory limit the space either way.
 */
const ttl = { estimateExpireAge: (staleAge) => Math.max(Math.floor(staleAge * 1.5), ONE_YEAR_SECONDS) };

/** The promise, or a rejection once `ms` has passed. */
function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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

/**
 * The shared cache on Redis with this server's memory behind it.
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
  let local = createLocalHandler();
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

  let recovering;
  async function recover() {
    if (usable || closed) return;
    recovering ??= (async () => {
      try {
        await withTimeout(client.ping(), timeoutMs);
        for (const tag of [...pending]) {
          await withTimeout(redis.revalidateTag(tag), timeoutMs);
          pending.delete(tag);
        }
        // What this server cached on its own may miss changes made through the others meanwhile.
        local = createLocalHandler();
        usable = true;
        log(everUsable ? `[cache] Redis at ${where} answers again: the shared cache is in use.` : `[cache] page and data cache shared on Redis at ${where}.`);
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

  const handler = {
    name: 'redis-with-local-fallback',
    get: (key, meta) => shared(() => redis.get(key, meta), () => local.get(key, meta)),
    set: (key, value, context) => shared(() => redis.set(key, value, context), () => local.set(key, value, context)),
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      await shared(
        () => redis.revalidateTag(tag),
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
  };

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
      await client.close().catch(() => client.destroy());
    },
  };
}

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL;
  // The build renders from its own database; live servers fill the shared cache themselves.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLocalHandler()], ttl };
  // Entries of one build only: another build's pages name other script files.
  const cache = createSharedCache({ url, keyPrefix: `ev:${buildId ?? 'unbuilt'}:` });
  return { handlers: [cache.handler], ttl };
});

export default CacheHandler;
