/**
 * Requests per second at 10 connections against the production server (`next start`): each content page
 * against a small static file served by the same server, in alternating rounds in one run, so that a
 * busy machine slows both sides alike. Prints the ratio (page ÷ file) per round and overall, and p99.
 * Targets: content pages ≥ 0.4× the file (glossary ≥ 0.25×), p99 ≤ 50 ms. The first row is the empty App
 * Router page of bench/baseline against a static file of its own server: the most a Next page reaches here;
 * the first of the site's, /privacy, is the shell alone.
 */
import autocannon from 'autocannon';
import { median, onlyRoutes } from './lib/support';
import { BASELINE_FILE, BASELINE_PAGE, benchRoutes, startBaseline, startSite, type Site } from './lib/site';

export const name = 'throughput: pages vs a static file of the same server, 10 connections';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STATIC_FILE = '/images/products/placeholder.svg';
const TARGET_RATIO = 0.4;
const GLOSSARY_TARGET_RATIO = 0.25;
const TARGET_P99_MS = 50;

interface Round {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<Round> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    // A browser's request: gzip accepted, as the pages are served to visitors.
    headers: { 'accept-encoding': 'gzip' },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Alternating rounds of the static file and the page on one server; prints one row. */
async function compare(site: Site, file: string, page: string, label = page) {
  const ratios: number[] = [];
  const pageRps: number[] = [];
  const fileRps: number[] = [];
  const p99s: number[] = [];
  let fileP99 = 0;
  let errors = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const measuredFile = await load(`${site.origin}${file}`);
    const measured = await load(`${site.origin}${page}`);
    ratios.push(measured.rps / measuredFile.rps);
    pageRps.push(measured.rps);
    fileRps.push(measuredFile.rps);
    p99s.push(measured.p99);
    fileP99 = Math.max(fileP99, measuredFile.p99);
    errors += measured.errors + measuredFile.errors;
  }
  const target = page === '/glossary' ? GLOSSARY_TARGET_RATIO : TARGET_RATIO;
  const worst = Math.min(...ratios);
  const p99 = Math.max(...p99s);
  const verdict = worst >= target && p99 <= TARGET_P99_MS ? 'ok' : `below target (≥ ${target}×, p99 ≤ ${TARGET_P99_MS} ms)`;
  console.log(
    `${label.padEnd(24)} ${ratios.map((ratio) => ratio.toFixed(2)).join(' / ')} × the file  ` +
      `(median ${median(pageRps).toFixed(0)} against ${median(fileRps).toFixed(0)} req/s)  ` +
      `p99 ${p99s.map((value) => value.toFixed(0)).join(' / ')} ms (file p99 ≤ ${fileP99.toFixed(0)} ms)` +
      `${errors ? `  ${errors} errors` : ''}  ${verdict}`,
  );
}

const SHELL_PAGE = '/privacy';

export default async function run() {
  const routes = await benchRoutes();
  const pages = onlyRoutes([
    // The header and footer around one short text: what the site's shell costs before any content.
    SHELL_PAGE,
    '/',
    '/glossary',
    ...routes.content.filter((route) => /^\/(article|tire-fitment\/tire)\//.test(route)),
    '/videos',
    '/installers',
    '/vehicle-data-info',
    '/range-tool',
  ]);
  console.log(`${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s each, against ${STATIC_FILE}`);
  const baseline = await startBaseline();
  try {
    for (const path of [BASELINE_FILE, BASELINE_PAGE]) await fetch(`${baseline.origin}${path}`).then((response) => response.arrayBuffer());
    await compare(baseline, BASELINE_FILE, BASELINE_PAGE, 'empty Next page');
  } finally {
    await baseline.stop();
  }
  const site = await startSite();
  try {
    // Warm every route once: the first request of an ISR page may render it.
    for (const path of [STATIC_FILE, ...pages]) await fetch(`${site.origin}${path}`).then((response) => response.arrayBuffer());
    for (const page of pages) await compare(site, STATIC_FILE, page, page === SHELL_PAGE ? `${page} (shell)` : page);
  } finally {
    await site.stop();
  }
}
