/**
 * Lighthouse on a phone (its default: a mid-range mobile device, simulated 4G throttling) against the
 * production server the other benches use, with Debian's Chromium: one page of every public kind (BENCH_ROUTES
 * narrows them) and the empty App Router page of bench/baseline, both servers up, in BENCH_LIGHTHOUSE_RUNS (5)
 * interleaved runs. Prints each page's medians of performance, total blocking time, largest contentful paint,
 * accessibility, best practices and SEO beside the empty page's, the targets each misses (docs/decisions/0440:
 * performance ≥ the empty page's − 3, LCP ≤ 1.8 s, TBT ≤ the empty page's + 100 ms, accessibility and best
 * practices 100, SEO 100 on indexable pages), the audits that failed, and the element of the largest paint with
 * its phases. No assertions: on a shared machine the timings are rough, which is why the empty page is
 * measured in the same loop: the host's speed moves every score.
 *
 * Also prints Lighthouse's benchmark index of the host: its 4× CPU slowdown assumes a desktop (index 1000–2000,
 * per its throttling guide); on a slower host the scores describe a slower phone than Lighthouse means.
 * BENCH_LIGHTHOUSE_APPLIED=1 adds one run per page with applied (devtools) throttling.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';
import { median, onlyRoutes } from './lib/support';
import { BASELINE_PAGE, benchRoutes, startBaseline, startSite } from './lib/site';

export const name = 'lighthouse: mobile scores, TBT, LCP and CLS per page (Debian Chromium)';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Targets against the empty page measured in the same loop (docs/decisions/0440). */
const PERFORMANCE_BELOW_EMPTY = 3;
const LCP_MS = 1800;
const TBT_ABOVE_EMPTY_MS = 100;

interface Figures {
  performance: number;
  tbt: number;
  lcp: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const figures = (result: LighthouseResult): Figures => {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
};

const medians = (runs: Figures[]): Figures => ({
  performance: median(runs.map((run) => run.performance)),
  tbt: median(runs.map((run) => run.tbt)),
  lcp: median(runs.map((run) => run.lcp)),
  accessibility: median(runs.map((run) => run.accessibility)),
  bestPractices: median(runs.map((run) => run.bestPractices)),
  seo: median(runs.map((run) => run.seo)),
});

/** The targets a page's medians miss, beside the empty page's medians; SEO only on a page search engines may index. */
function misses(page: Figures, empty: Figures, indexable: boolean): string[] {
  const missed: string[] = [];
  if (page.performance < empty.performance - PERFORMANCE_BELOW_EMPTY)
    missed.push(`performance ≥ ${empty.performance - PERFORMANCE_BELOW_EMPTY}`);
  if (page.lcp > LCP_MS) missed.push(`LCP ≤ ${LCP_MS} ms`);
  if (page.tbt > empty.tbt + TBT_ABOVE_EMPTY_MS) missed.push(`TBT ≤ ${(empty.tbt + TBT_ABOVE_EMPTY_MS).toFixed(0)} ms`);
  if (page.accessibility < 100) missed.push('accessibility 100');
  if (page.bestPractices < 100) missed.push('best practices 100');
  if (indexable && page.seo < 100) missed.push('SEO 100');
  return missed;
}

const row = (label: string, page: Figures) =>
  `${label.padEnd(34)} performance ${String(page.performance).padStart(3)}  TBT ${page.tbt.toFixed(0).padStart(4)} ms  ` +
  `LCP ${page.lcp.toFixed(0).padStart(4)} ms  a11y ${page.accessibility}  best practices ${page.bestPractices}  SEO ${page.seo}`;

/** Whether the page lets search engines index it: a noindex page is not held to SEO 100 (Lighthouse fails it for that). */
async function isIndexable(url: string): Promise<boolean> {
  const html = await (await fetch(url)).text();
  return !/<meta[^>]+name="robots"[^>]+noindex/.test(html);
}

/** One page of every public kind, the first row of each table standing in for its detail pages. */
async function pageTypes(): Promise<string[]> {
  const { content, tools } = await benchRoutes();
  return onlyRoutes([...content, '/privacy', '/fault-codes', ...tools]);
}

export default async function run() {
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const routes = await pageTypes();
  // Both servers run through the whole loop, so each run of a page has a run of the empty page beside it in time.
  const baseline = await startBaseline();
  const site = await startSite();
  try {
    const pages = [
      { label: 'empty Next page', url: `${baseline.origin}${BASELINE_PAGE}` },
      ...routes.map((route) => ({ label: route, url: `${site.origin}${route}` })),
    ];
    const indexable = new Map<string, boolean>();
    // One unmeasured visit each, so an ISR page's first render is not what gets timed.
    for (const page of pages) indexable.set(page.url, await isIndexable(page.url));
    const results = new Map<string, LighthouseResult[]>(pages.map((page) => [page.url, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) results.get(page.url)!.push(await runLighthouse(page.url));
      console.log(`run ${run + 1} of ${RUNS} done`);
    }
    const empty = medians(results.get(pages[0]!.url)!.map(figures));
    const index = [...results.values()].flat().map((result) => Math.round(result.environment.benchmarkIndex));
    console.log(
      `medians of ${RUNS} interleaved runs; host benchmark index ${Math.min(...index)}–${Math.max(...index)} ` +
        `(Lighthouse's 4× CPU slowdown assumes 1000–2000)`,
    );
    console.log(row('empty Next page', empty));
    let missing = 0;
    for (const page of pages.slice(1)) {
      const runs = results.get(page.url)!;
      const measured = medians(runs.map(figures));
      const missed = misses(measured, empty, indexable.get(page.url)!);
      if (missed.length > 0) missing += 1;
      const noindex = indexable.get(page.url) ? '' : ' (noindex)';
      console.log(`${row(page.label + noindex, measured)}  ${missed.length ? `misses: ${missed.join(', ')}` : 'ok'}`);
      console.log(`  performance runs ${runs.map((result) => figures(result).performance).join(' / ')}; ${lcpBreakdown(runs[0]!)}`);
      for (const category of CATEGORIES.slice(1)) {
        for (const ref of runs[0]!.categories[category]?.auditRefs ?? []) {
          const audit = runs[0]!.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            console.log(`  ${category}: ${audit.id} (${audit.title})`);
          }
        }
      }
    }
    console.log(`${missing} of ${pages.length - 1} page types miss a target`);
    if (process.env.BENCH_LIGHTHOUSE_APPLIED) {
      // The default simulation replays the trace of an unthrottled load and charges the scripts' CPU time to the
      // largest paint; applied throttling slows the network and CPU for real, as a phone on 4G would see them.
      for (const page of pages) {
        const applied = await runLighthouse(page.url, { categories: ['performance'], applied: true });
        console.log(`${page.label.padEnd(34)} applied throttling: ${performance(applied)}`);
      }
    }
  } finally {
    await site.stop();
    await baseline.stop();
  }
}
