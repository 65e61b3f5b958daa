/**
 * Lighthouse on a phone (its default: a mid-range mobile device, simulated 4G throttling) against the
 * production server the other benches use, with Debian's Chromium. Prints each category's score and the
 * page's total blocking time, largest contentful paint and layout shift, and names every audit that
 * failed in accessibility, best practices and SEO. No assertions: on a shared machine the timings are rough.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { createSql } from '../lib/db/connection';
import { startSite } from './lib/site';

export const name = 'lighthouse: mobile scores, TBT, LCP and CLS per page (Debian Chromium)';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9333);
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

/** Chromium with its DevTools port open, for Lighthouse to drive; the flags are the e2e suite's. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return { stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`Chromium did not open its DevTools port ${DEBUG_PORT} within 30 s`);
}

export default async function run() {
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const ids = await firstIds();
  const routes = [
    '/',
    '/glossary',
    ...(ids.article === undefined ? [] : [`/article/${ids.article}`]),
    '/range-tool',
    ...(ids.tire === undefined ? [] : [`/tire-fitment/tire/${ids.tire}`]),
  ];
  const site = await startSite();
  const chromium = await startChromium();
  try {
    for (const route of routes) {
      // One unmeasured visit first, so that an ISR page's first render is not what gets measured.
      await fetch(`${site.origin}${route}`);
      const result = await lighthouse(`${site.origin}${route}`, {
        port: DEBUG_PORT,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      console.log(
        `${route.padEnd(24)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}, SEO ${score('seo')}; TBT ${value('total-blocking-time').toFixed(0)} ms, ` +
          `LCP ${value('largest-contentful-paint').toFixed(0)} ms, CLS ${value('cumulative-layout-shift').toFixed(3)}`,
      );
      for (const category of CATEGORIES.slice(1)) {
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            console.log(`  ${category}: ${audit.id} (${audit.title})`);
          }
        }
      }
    }
  } finally {
    chromium.stop();
    await site.stop();
  }
}
