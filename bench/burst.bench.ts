/**
 * What a shared link meets just after a deploy: a freshly started production server, then bursts of
 * simultaneous visitors to pages nobody has rendered yet, then sustained load, then the cost of one shared link's
 * first render. Targets (docs/decisions/0300): each burst of 500 answers 0 non-2xx with the slowest ≤ 5 s;
 * 500 connections × 20 s on /range-tool and /installers: 0 errors, p99 ≤ 1 s; at 10 connections, bare list and
 * tool pages ≥ 0.10× a static file of the same server and a shared range link ≥ 0.05×. The same burst and sustained
 * load on bench/baseline, an empty page of the installed Next, print the framework's floor on this machine beside them.
 * Then a shared range link's first render against a plain page of its size (firstRenderRatio; target in
 * docs/decisions/0441). BENCH_BURST=500, BENCH_BURST_SECONDS=20, BENCH_FIRST_RENDER_ROUNDS=5 change the sizes.
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

const FIRST_RENDER_ROUNDS = Number(process.env.BENCH_FIRST_RENDER_ROUNDS ?? 5);
const FIRST_RENDER_TARGET = 1.25;

/**
 * The cost of a shared link's first render against a plain page's, both servers up and idle, in interleaved rounds:
 * each round renders distinct shared links one at a time (each right after another link of the same vehicle, so its
 * data is cached) and then as many of the baseline's pages rendered on demand and cached (bench/baseline/app/rendered)
 * with as many plain rows as make them the shared link's size. The ratio of the two p50s per round, and its median
 * (target ≤ 1.25, docs/decisions/0441); the empty page rendered on every request prints Next's own floor beside them.
 */
async function firstRenderRatio(site: Site, baseline: Site, ids: number[]) {
  const bytes = (await (await fetch(`${site.origin}${sharedLink(ids[0]!, 149)}`)).arrayBuffer()).byteLength;
  const size = async (rows: number) => (await (await fetch(`${baseline.origin}/rendered/${rows}/size-${rows}`)).arrayBuffer()).byteLength;
  const empty = await size(0);
  const rows = Math.max(0, Math.round(((bytes - empty) * 100) / ((await size(100)) - empty)));
  // The baseline stores what it renders on disk, where the next run of this bench would find it: every key names its run.
  const run = Date.now().toString(36);
  const plain = (key: string) => `/rendered/${rows}/${run}-${key}`;
  // Compiled and warm before anything is timed.
  await timedRenders(site.origin, 10, (i) => sharedLink(ids[i]!, 140), (i) => sharedLink(ids[i]!, 141));
  await timedRenders(baseline.origin, 10, (i) => plain(`jit-${i}`), (i) => plain(`jit-again-${i}`));
  const ratios: number[] = [];
  for (let round = 0; round < FIRST_RENDER_ROUNDS; round += 1) {
    const distance = 1000 + round * 2;
    const ours = await timedRenders(site.origin, ids.length, (i) => sharedLink(ids[i]!, distance), (i) => sharedLink(ids[i]!, distance + 1));
    const floor = await timedRenders(baseline.origin, ids.length, (i) => plain(`r${round}-warm-${i}`), (i) => plain(`r${round}-first-${i}`));
    const perRequest = await timedRenders(baseline.origin, ids.length, (i) => `/per-request/0/r${round}-warm-${i}`, (i) => `/per-request/0/r${round}-${i}`);
    const ratio = spread(ours.times).p50 / spread(floor.times).p50;
    ratios.push(ratio);
    console.log(
      `round ${round + 1}: shared range link (${(bytes / 1024).toFixed(0)} KB) first render ${spread(ours.times).text}; ` +
        `plain page of that size ${spread(floor.times).text}; ratio ${ratio.toFixed(2)} ` +
        `(empty page rendered per request p50 ${spread(perRequest.times).p50.toFixed(1)} ms)`,
    );
  }
  const result = median(ratios);
  console.log(
    `shared link first render / plain page of its size, median of ${ratios.length} rounds (${ids.length} links each): ` +
      `${result.toFixed(2)}  ${result <= FIRST_RENDER_TARGET ? 'ok' : `below target (≤ ${FIRST_RENDER_TARGET})`}`,
  );
}

export default async function run() {
  const ids = await evIds(41);
  const [burstId, ...renderIds] = ids;
  // BENCH_BURST_FIRST_RENDER=only measures the first renders alone.
  if (process.env.BENCH_BURST_FIRST_RENDER !== 'only') {
    const site = await startSite();
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
    } finally {
      await site.stop();
    }
    // Served alone after the site stopped, so neither slows the other.
    const baseline = await startBaseline();
    try {
      await burst(baseline.origin, BASELINE_PAGE, BURST, 'empty Next page (the framework floor)');
      await sustained(baseline.origin, BASELINE_PAGE, 'empty Next page');
    } finally {
      await baseline.stop();
    }
  }
  // Fresh servers for the renders, neither still busy with the load above.
  const site = await startSite();
  const baseline = await startBaseline();
  try {
    await firstRenderRatio(site, baseline, renderIds);
  } finally {
    await baseline.stop();
    await site.stop();
  }
}
