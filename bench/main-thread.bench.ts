/**
 * Main-thread work of a page load on a phone-sized screen, as Chromium counts it (the DevTools protocol's
 * TaskDuration, ScriptDuration, RecalcStyleDuration and LayoutDuration) over the load and the three seconds
 * after it, the window in which Lighthouse adds up total blocking time. Unthrottled: on a phone each
 * millisecond here is several. Each page alternates with the empty App Router page of bench/baseline in
 * one browser, and the median of the runs is printed with its ratio to that page, so a host whose speed
 * moves from run to run moves both sides alike. Numbers only; the targets are Lighthouse's (its bench).
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, playwrightChromium } from '../scripts/lib/chromium';
import { median, onlyRoutes } from './lib/support';
import { BASELINE_PAGE, benchRoutes, startBaseline, startSite, type Site } from './lib/site';

export const name = 'main thread: page-load work per page against an empty Next page (Chromium, phone screen)';

const RUNS = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 7);
const SETTLE_MS = 3_000;
const BROWSER = playwrightChromium();

interface Work {
  task: number;
  script: number;
  style: number;
  layout: number;
}

async function measure(browser: Browser, url: string): Promise<Work> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const read = (metric: string) => (metrics.find((entry) => entry.name === metric)?.value ?? Number.NaN) * 1000;
    return {
      task: read('TaskDuration'),
      script: read('ScriptDuration'),
      style: read('RecalcStyleDuration'),
      layout: read('LayoutDuration'),
    };
  } finally {
    await context.close();
  }
}

export default async function run() {
  if (!BROWSER) {
    console.log('skipped: no Chromium');
    return;
  }
  const { content } = await benchRoutes();
  const routes = onlyRoutes([
    '/',
    '/privacy',
    '/glossary',
    '/articles',
    ...content.filter((route) => route.startsWith('/article/')),
    '/range-tool',
    '/tire-calculator',
    ...content.filter((route) => route.startsWith('/tire-fitment/tire/')),
  ]);
  let baseline: Site | undefined;
  let site: Site | undefined;
  const browser = await chromium.launch({
    executablePath: BROWSER,
    args: CHROMIUM_ARGS,
  });
  try {
    baseline = await startBaseline();
    site = await startSite();
    const floorUrl = `${baseline.origin}${BASELINE_PAGE}`;
    for (const url of [floorUrl, ...routes.map((route) => `${site!.origin}${route}`)]) await fetch(url);
    console.log(`${RUNS} runs each, median ms of main-thread work (load + ${SETTLE_MS / 1000} s), unthrottled`);
    for (const route of routes) {
      const floor: Work[] = [];
      const page: Work[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        floor.push(await measure(browser, floorUrl));
        page.push(await measure(browser, `${site.origin}${route}`));
      }
      const of = (runs: Work[], key: keyof Work) => median(runs.map((work) => work[key]));
      console.log(
        `${route.padEnd(24)} tasks ${of(page, 'task').toFixed(0).padStart(4)} ms (${(of(page, 'task') / of(floor, 'task')).toFixed(2)}× the empty page's ${of(floor, 'task').toFixed(0)}), ` +
          `script ${of(page, 'script').toFixed(0)}, style ${of(page, 'style').toFixed(0)}, layout ${of(page, 'layout').toFixed(0)}`,
      );
    }
  } finally {
    await browser.close();
    await baseline?.stop();
    await site?.stop();
  }
}
