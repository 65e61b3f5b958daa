/**
 * What a shared link meets just after a deploy: a freshly started production server, then bursts of
 * simultaneous visitors to pages nobody has rendered yet, then sustained load, then the cost of one shared link's
 * first render. Targets (docs/decisions/0300): each burst of 500 answers 0 non-2xx with the slowest ≤ 5 s;
 * 500 connections × 20 s on /range-tool and /installers: 0 errors, p99 ≤ 1 s; at 10 connections, bare list and
 * tool pages ≥ 0.10× a static file of the same server and a shared range link ≥ 0.05×; a shared range link not
 * yet in the page cache renders in ≤ 15 ms (p50, one at a time, its vehicle's data already cached).
 * The same burst and sustained load on bench/baseline, an empty page of the installed Next, print the framework's floor
 * on this machine beside them, and so do first renders of the baseline's pages rendered on demand and cached as the
 * shared links are (an empty one and one of the shared link's size) and of its empty page rendered on every request.
 * BENCH_BURST=500, BENCH_BURST_SECONDS=20 change the sizes.
 */
import autocannon from 'autocannon';
import http from 'node:http';
import { createSql } from '../lib/db/connection';
import { median, percentile } from './lib/support';
import { BASELINE_PAGE, startBaseline, startSite, type Site } from './lib/site';

export const name = 'burst: a fresh server under simultaneous first visits, sustained load and shared-link renders';

const BURST = Number(process.env.BENCH_BURST ?? 500);
const SUSTAINED_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 20);
const STATIC_FILE = '/images/products/placeholder.svg';

/** A few shared-link EVs: real rows of the table, spread over it. */
async function evIds(count: number): Promise<number[]> {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  try {
    const rows = await sql<{ id: number }[]>`
      select id from ev_models where year >= 2020 order by md5(id::text) limit ${count}`;
    return rows.map((row) => row.id);
  } finally {
    await sql.end();
  }
}

const sharedLink = (id: number, distance: number) => `/range-tool?shared=true&id=${id}&distance=${distance}&region=Texas`;

/** One GET on a connection of its own; its status (0 when it failed) and time. */
function get(url: string, agent: http.Agent): Promise<{ status: number; ms: number }> {
  const begin = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 120_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - begin }));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - begin }));
    request.on('timeout', () => request.destroy());
  });
}

/** `count` GETs sent at once; the statuses and the slowest answer. */
async function burst(origin: string, path: string, count: number, label = path) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: count });
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: count }, () => get(`${origin}${path}`, agent)));
  agent.destroy();
  const failed = results.filter((result) => result.status < 200 || result.status > 299).length;
  const slowest = Math.max(...results.map((result) => result.ms));
  const verdict = failed === 0 && slowest <= 5000 ? 'ok' : 'below target (0 non-2xx, slowest ≤ 5 s)';
  console.log(
    `${label.padEnd(62)} ${count} at once: ${failed} non-2xx, slowest ${(slowest / 1000).toFixed(2)} s, ` +
      `all answered in ${((performance.now() - started) / 1000).toFixed(2)} s  ${verdict}`,
  );
}

async function sustained(origin: string, path: string, label = path) {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: 500,
    duration: SUSTAINED_SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const verdict = errors === 0 && result.latency.p99 <= 1000 ? 'ok' : 'below target (0 errors, p99 ≤ 1 s)';
  console.log(
    `${label.padEnd(20)} 500 connections × ${SUSTAINED_SECONDS} s: ${result.requests.average.toFixed(0)} req/s, ` +
      `p99 ${result.latency.p99} ms, ${errors} errors  ${verdict}`,
  );
}

async function rps(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: 5, headers: { 'accept-encoding': 'gzip' } });
  return result.requests.average;
}

async function ratio(site: Site, path: string, target: number) {
  const values: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    const file = await rps(`${site.origin}${STATIC_FILE}`);
    values.push((await rps(`${site.origin}${path}`)) / file);
  }
  const worst = Math.min(...values);
  console.log(
    `${path.padEnd(62)} ${values.map((value) => value.toFixed(2)).join(' / ')} × the file  ` +
      `${worst >= target ? 'ok' : `below target (≥ ${target}×)`}`,
  );
}

/** p50 and p95 of `times`, in ms, as printed. */
function spread(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: median(sorted), text: `p50 ${median(sorted).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms` };
}

/** Times fetching `path(i)` for each i, one at a time, each right after `warm(i)` was fetched; and the last body's bytes. */
async function timedRenders(origin: string, count: number, warm: (i: number) => string, path: (i: number) => string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    await (await fetch(`${origin}${warm(i)}`)).arrayBuffer();
    const begin = performance.now();
    bytes = (await (await fetch(`${origin}${path(i)}`)).arrayBuffer()).byteLength;
    times.push(performance.now() - begin);
  }
  return { times, bytes };
}

/**
 * First renders of distinct shared links, one at a time, after each vehicle's data was read by another link; the
 * page's size, for the floor's page of the same size.
 */
async function firstRenders(site: Site, ids: number[]): Promise<number> {
  const { times, bytes } = await timedRenders(
    site.origin,
    ids.length,
    (i) => sharedLink(ids[i]!, 150),
    (i) => sharedLink(ids[i]!, 151),
  );
  const file: number[] = [];
  for (let i = 0; i < ids.length; i += 1) {
    const begin = performance.now();
    await (await fetch(`${site.origin}${STATIC_FILE}`)).arrayBuffer();
    file.push(performance.now() - begin);
  }
  const { p50, text } = spread(times);
  console.log(
    `shared range link, first render (${ids.length} links, ${(bytes / 1024).toFixed(0)} KB): ${text} ` +
      `(static file p50 ${median(file).toFixed(1)} ms)  ${p50 <= 15 ? 'ok' : 'below target (p50 ≤ 15 ms)'}`,
  );
  return bytes;
}

/**
 * The same measure on the baseline's page rendered on demand and cached (bench/baseline/app/rendered): empty, and
 * with as many plain rows as make it the shared link's size; and on its empty page rendered on every request and never
 * cached (app/per-request), rendering alone, below which no page rendered on a request can go. What the installed Next
 * costs before any page of ours.
 */
async function floorRenders(baseline: Site, count: number, bytes: number) {
  const size = async (rows: number) => (await (await fetch(`${baseline.origin}/rendered/${rows}/size-${rows}`)).arrayBuffer()).byteLength;
  const empty = await size(0);
  const rows = Math.max(0, Math.round(((bytes - empty) * 100) / ((await size(100)) - empty)));
  for (const [label, route] of [
    ['empty page rendered on demand', '/rendered/0'],
    [`page of ${(bytes / 1024).toFixed(0)} KB rendered on demand`, `/rendered/${rows}`],
    ['empty page rendered on every request', '/per-request/0'],
  ] as const) {
    // The site's renders come after its bursts and sustained load; these come after the baseline's, on another route.
    await timedRenders(baseline.origin, 10, (i) => `${route}/jit-${i}`, (i) => `${route}/jit-again-${i}`);
    const { times } = await timedRenders(baseline.origin, count, (i) => `${route}/warm-${i}`, (i) => `${route}/first-${i}`);
    console.log(`${`empty Next app, ${label}`.padEnd(62)} ${spread(times).text}`);
  }
}

export default async function run() {
  const ids = await evIds(41);
  const [burstId, ...renderIds] = ids;
  const site = await startSite();
  let pageBytes = 0;
  try {
    for (const path of [
      '/range-tool',
      sharedLink(burstId!, 321),
      '/installers?state=Texas',
      '/articles?q=battery',
      '/tire-fitment?make=Tesla',
    ]) {
      await burst(site.origin, path, BURST);
    }
    await sustained(site.origin, '/range-tool');
    await sustained(site.origin, '/installers');
    for (const path of ['/range-tool', '/installers', '/articles', '/tire-fitment']) await ratio(site, path, 0.1);
    await ratio(site, sharedLink(burstId!, 321), 0.05);
    pageBytes = await firstRenders(site, renderIds);
  } finally {
    await site.stop();
  }
  // Served alone after the site stopped, so neither slows the other.
  const baseline = await startBaseline();
  try {
    await burst(baseline.origin, BASELINE_PAGE, BURST, 'empty Next page (the framework floor)');
    await sustained(baseline.origin, BASELINE_PAGE, 'empty Next page');
    await floorRenders(baseline, renderIds.length, pageBytes);
  } finally {
    await baseline.stop();
  }
}
