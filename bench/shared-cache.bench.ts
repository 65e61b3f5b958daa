/**
 * The page cache on Redis (REDIS_URL, several servers) beside this server's own memory (one server, the
 * default): two servers of the same build, one of each, serving the same cached pages in alternating rounds.
 * Prints requests per second at 10 connections and the time per request at one connection, side by side, and
 * what Redis adds to each request. redis-server runs on this machine (as close as a Redis in the same data
 * centre), with the launcher's Postgres behind both servers.
 */
import autocannon from 'autocannon';
import { freePort, startRedisServer } from '../scripts/lib/redis-server';
import { median, onlyRoutes } from './lib/support';
import { benchRoutes, startSite, type Site } from './lib/site';

export const name = 'shared cache: a cached page served from Redis beside this server\'s memory';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Measured {
  rps: number;
  /** Mean time per request at one connection, in ms. */
  ms: number;
  errors: number;
}

async function measure(url: string): Promise<Measured> {
  const headers = { 'accept-encoding': 'gzip' };
  const busy = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  const single = await autocannon({ url, connections: 1, duration: SECONDS, headers });
  return { rps: busy.requests.average, ms: single.latency.mean, errors: busy.errors + busy.non2xx + single.errors + single.non2xx };
}

async function cachedOn(site: Site, page: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await fetch(`${site.origin}${page}`);
    await response.arrayBuffer();
    if (response.headers.get('x-nextjs-cache') === 'HIT') return true;
  }
  return false;
}

export default async function run() {
  const routes = await benchRoutes();
  const pages = onlyRoutes(['/', '/glossary', ...routes.content.filter((route) => route.startsWith('/article/'))]);
  const redis = await startRedisServer();
  const sites: Site[] = [];
  try {
    // REDIS_URL is emptied for the first: a server of its own, as `npm start` runs without Redis.
    const local = await startSite(await freePort(), { REDIS_URL: '' });
    sites.push(local);
    const shared = await startSite(await freePort(), { REDIS_URL: redis.url });
    sites.push(shared);
    console.log(`${SECONDS} s per measurement, ${ROUNDS} alternating rounds; medians.`);
    console.log(`${'page'.padEnd(16)} ${'memory req/s'.padStart(12)} ${'Redis req/s'.padStart(12)} ${'ratio'.padStart(6)}   ${'memory ms'.padStart(9)} ${'Redis ms'.padStart(9)} ${'added'.padStart(8)}`);
    for (const page of pages) {
      for (const site of sites) {
        if (!(await cachedOn(site, page))) throw new Error(`${page} is not served from the cache on ${site.origin}`);
      }
      const rounds: { local: Measured; shared: Measured }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) rounds.push({ local: await measure(`${local.origin}${page}`), shared: await measure(`${shared.origin}${page}`) });
      const pick = (side: 'local' | 'shared', field: 'rps' | 'ms') => median(rounds.map((round) => round[side][field]));
      const errors = rounds.reduce((sum, round) => sum + round.local.errors + round.shared.errors, 0);
      const [localRps, sharedRps, localMs, sharedMs] = [pick('local', 'rps'), pick('shared', 'rps'), pick('local', 'ms'), pick('shared', 'ms')];
      console.log(
        `${page.padEnd(16)} ${localRps.toFixed(0).padStart(12)} ${sharedRps.toFixed(0).padStart(12)} ${(sharedRps / localRps).toFixed(2).padStart(6)}   ` +
          `${localMs.toFixed(2).padStart(9)} ${sharedMs.toFixed(2).padStart(9)} ${`${(sharedMs - localMs).toFixed(2)} ms`.padStart(8)}` +
          `${errors ? `  ${errors} errors` : ''}`,
      );
    }
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
    await redis.stop();
  }
}
