/**
 * Lighthouse on a phone (its default: a mid-range mobile device, simulated 4G throttling) against the
 * production server the other benches use, with Debian's Chromium. Prints each category's score and the
 * page's total blocking time, largest contentful paint and layout shift, and names every audit that
 * failed in accessibility, best practices and SEO. No assertions: on a shared machine the timings are rough.
 *
 * Also prints the element of the largest paint with its phases, and Lighthouse's benchmark index of the
 * host: its 4× CPU slowdown assumes a desktop (index 1000–2000, per its throttling guide); on a slower host
 * the scores would describe a slower phone than Lighthouse means, and the guide says to lower the multiplier.
 *
 * The first row is the empty App Router page of bench/baseline, measured the same way just before the site:
 * on this machine the framework's own scripts set a floor under total blocking time that no page of ours
 * goes below, and the host's speed moves every score, so the site's rows are read against it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Result as LighthouseResult } from 'lighthouse';
import { createSql } from '../lib/db/connection';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';
import { median, onlyRoutes } from './lib/support';
import { BASELINE_PAGE, startBaseline, startSite } from './lib/site';

export const name = 'lighthouse: mobile scores, TBT, LCP and CLS per page (Debian Chromium)';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function firstIds() {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  try {
    const [article] = await sql<
      { id: number }[]
    >`select id from articles where status = 'published' order by id limit 1`;
    const [tire] = await sql<{ id: number }[]>`select id from tires order by id limit 1`;
    return { article: article?.id, tire: tire?.id };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * One Lighthouse run through its CLI with plain Node: the bench runs under tsx, whose transform adds a
 * helper to functions that Lighthouse then sends into the page, where it is undefined. The CLI starts
 * Chromium itself (with the e2e suite's flags) in a throwaway profile.
 */
function runLighthouse(
  url: string,
  { categories = CATEGORIES, applied = false }: { categories?: readonly string[]; applied?: boolean } = {},
): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        ...(applied ? ['--throttling-method=devtools'] : []),
        `--only-categories=${categories.join(',')}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      try {
        resolve(JSON.parse(output) as LighthouseResult);
      } catch (error) {
        reject(error);
      }
    });
  });
}

const performance = (result: LighthouseResult) =>
  `performance ${Math.round((result.categories.performance?.score ?? 0) * 100)} ` +
  `(TBT ${(result.audits['total-blocking-time']?.numericValue ?? Number.NaN).toFixed(0)} ms, ` +
  `LCP ${(result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN).toFixed(0)} ms)`;

interface LcpDetails {
  items?: { type?: string; items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[];
}

/**
 * Which element was the largest paint and where its time went (time to first byte, load delay, load time,
 * render delay): a large render delay on a text element means the main thread, not the network, held it.
 */
function lcpBreakdown(result: LighthouseResult): string {
  const details = result.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
  const tables = details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node?.snippet ?? 'unknown element';
  const phases = (tables[1]?.items ?? [])
    .filter((row) => row.phase && typeof row.timing === 'number')
    .map((row) => `${row.phase} ${Math.round(row.timing!)} ms`)
    .join(', ');
  return `LCP element ${element.slice(0, 80)}${phases ? `: ${phases}` : ''}`;
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Measures one page (after one unmeasured visit, so an ISR page's first render is not what gets timed),
 * RUNS times: the host's speed moves between runs, so the median and every run's score are printed.
 */
async function report(origin: string, route: string, label = route) {
  await fetch(`${origin}${route}`);
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(`${origin}${route}`));
  const measured = runs[0]!;
  const { categories, audits } = measured;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const perRun = (read: (result: LighthouseResult) => number) => runs.map(read);
  const scores = perRun((result) => Math.round((result.categories.performance?.score ?? 0) * 100));
  const tbt = perRun((result) => result.audits['total-blocking-time']?.numericValue ?? Number.NaN);
  const lcp = perRun((result) => result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  const index = perRun((result) => Math.round(result.environment.benchmarkIndex));
  console.log(
    `${label.padEnd(24)} accessibility ${score('accessibility')}, best practices ${score('best-practices')}, ` +
      `SEO ${score('seo')}, CLS ${value('cumulative-layout-shift').toFixed(3)}; ` +
      `performance ${median(scores)} (runs ${scores.join(' / ')}; median TBT ${median(tbt).toFixed(0)} ms, ` +
      `LCP ${median(lcp).toFixed(0)} ms); host benchmark index ${Math.min(...index)}–${Math.max(...index)}`,
  );
  console.log(`  ${lcpBreakdown(measured)}`);
  // The default simulation replays the trace of an unthrottled load, where on this host the page's
  // scripts ran before its text was painted, so it charges their CPU time to the largest paint. Applied
  // throttling slows the network and CPU for real, as a phone on 4G would see them.
  const applied = await runLighthouse(`${origin}${route}`, { categories: ['performance'], applied: true });
  console.log(`  applied throttling: ${performance(applied)}`);
  for (const category of CATEGORIES.slice(1)) {
    for (const ref of categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`  ${category}: ${audit.id} (${audit.title})`);
      }
    }
  }
}

export default async function run() {
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const ids = await firstIds();
  const routes = onlyRoutes([
    '/',
    '/glossary',
    ...(ids.article === undefined ? [] : [`/article/${ids.article}`]),
    '/range-tool',
    ...(ids.tire === undefined ? [] : [`/tire-fitment/tire/${ids.tire}`]),
  ]);
  const baseline = await startBaseline();
  try {
    await report(baseline.origin, BASELINE_PAGE, 'empty Next page');
  } finally {
    await baseline.stop();
  }
  const site = await startSite();
  try {
    for (const route of routes) await report(site.origin, route);
  } finally {
    await site.stop();
  }
}
