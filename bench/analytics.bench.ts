/**
 * The /admin/analytics report over one million generated events spread across the 13 months of retention,
 * in a scratch database (dropped at the end). Times the one-off summary of every finished day (what the
 * daily cron keeps up to date), then the page's whole report (its queries run side by side, as the page
 * runs them) for 30 days, 90 days and a year with today's events counted live, and the single-page lookup,
 * and prints the plans of two report queries. Target: p95 <= 200 ms.
 */
import { randomBytes } from 'node:crypto';
import Module from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSql, type Sql } from '../lib/db/connection';
import { migrate } from '../lib/db/migrate';

export const name = 'analytics: admin report over 1,000,000 events';

const EVENTS = 1_000_000;
const DAYS = 395;
const RUNS = 15;
const TARGET_P95_MS = 200;

/** Share of each event in a month of a content site's traffic (page views dominate). */
const MIX: [string, number][] = [
  ['page_view', 550],
  ['scroll_depth', 200],
  ['time_on_page', 120],
  ['session_start', 50],
  ['glossary_view', 25],
  ['glossary_engagement', 20],
  ['tool_usage', 15],
  ['navigation_click', 10],
  ['affiliate_click', 5],
  ['ad_click', 5],
];

/* lib/db/analytics.ts is server-only; this script is a server process too (see bench/tires.bench.ts). */
function allowServerOnly() {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = loader._resolveFilename;
  const empty = path.join(process.cwd(), 'node_modules', 'server-only', 'empty.js');
  loader._resolveFilename = function (request: string, ...rest: unknown[]) {
    return original.call(this, request === 'server-only' ? empty : request, ...rest);
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const verdict = p95 <= TARGET_P95_MS ? 'ok' : `OVER the ${TARGET_P95_MS} ms target`;
  console.log(`${label.padEnd(44)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${RUNS} runs, ${verdict})`);
}

async function build(sql: Sql) {
  await sql`
    insert into glossary (term, explanation)
    select 'Term ' || i, 'Explanation of term ' || i from generate_series(1, 300) as i`;
  const names = MIX.flatMap(([event, weight]) => Array.from({ length: weight }, () => event));
  // Deterministic spread: each row gets an age within the 13 months, a page among 200, a visitor among
  // 60,000; rows are inserted oldest first, as a live table fills.
  const started = performance.now();
  await sql`
    insert into analytics_events (name, path, label, value, visitor_key, created_at)
    select name,
      case when name like 'glossary%' then '/glossary/' || (1 + n % 300) else '/page-' || (n * 31 % 200) end,
      case name
        when 'glossary_view' then (select min(id) from glossary)::int + n % 300 || ''
        when 'glossary_engagement' then (select min(id) from glossary)::int + n % 300 || ''
        when 'tool_usage' then (array['range_tool', 'battery_degradation', 'tire_calculator'])[1 + n % 3]
        when 'affiliate_click' then (array['www.amazon.com', 'www.tirerack.com', 'www.discounttire.com'])[1 + n % 3]
        when 'ad_click' then (array['banner', 'sidebar', 'in-article', 'multiplex'])[1 + n % 4]
        when 'navigation_click' then '/page-' || (n % 40)
        when 'session_start' then case when n % 3 = 0 then 'www.google.com' end
      end,
      case name
        when 'scroll_depth' then (array[25, 50, 75, 100])[1 + n % 4]
        when 'time_on_page' then n % 600
        when 'glossary_engagement' then n % 120
        when 'tool_usage' then (n % 5 = 0)::int
      end,
      substr(md5((n * 7 % 60000)::text), 1, 22),
      created_at
    from (
      select n, (${names}::text[])[1 + (n::bigint * 7919) % ${names.length}] as name,
        now() - make_interval(secs => (n::bigint * 104729) % ${DAYS * 86400}) as created_at
      from generate_series(1, ${EVENTS}) as n
      order by created_at
    ) generated`;
  // As autovacuum would have by now: planner statistics and a visibility map.
  await sql`vacuum analyze analytics_events`;
  const [row] = await sql<{ n: number; size: string; index: string }[]>`
    select count(*)::int as n, pg_size_pretty(pg_table_size('analytics_events')) as size,
      pg_size_pretty(pg_indexes_size('analytics_events')) as index
    from analytics_events`;
  console.log(
    `built ${row?.n.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(table ${row?.size}, indexes ${row?.index})`,
  );
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = (days: number) => ({ from: day(1 - days), to: day(0), days });

export default async function run() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run through npm run bench');
  const scratch = `bench_analytics_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const admin = createSql(adminUrl.toString(), { max: 1 });
  await admin.unsafe(`create database ${scratch}`);
  const url = new URL(base);
  url.pathname = `/${scratch}`;
  // The app's pool size: the report's queries run side by side on it.
  const sql = createSql(url.toString(), { max: 10 });
  try {
    await migrate(sql);
    await build(sql);
    // Timings on a shared machine mean little without the load they were taken under.
    console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')} (1 / 5 / 15 min) on this machine`);
    allowServerOnly();
    (globalThis as unknown as { evSql?: Sql }).evSql = sql;
    const { readAnalyticsReport, readPageStats, rollUpAnalytics } = await import('../lib/db/analytics');
    const summarised = performance.now();
    const days = await rollUpAnalytics(day(0));
    const [summary] = await sql<{ n: number; size: string }[]>`
      select count(*)::int as n, pg_size_pretty(pg_total_relation_size('analytics_daily')) as size from analytics_daily`;
    console.log(
      `summarised ${days} finished days in ${((performance.now() - summarised) / 1000).toFixed(1)} s ` +
        `(${summary?.n.toLocaleString('en-US')} summary rows, ${summary?.size}); afterwards the cron adds one day a day`,
    );
    await sql`vacuum analyze analytics_daily`;

    for (const days of [30, 90, 365]) await time(`whole report, last ${days} days`, () => readAnalyticsReport(range(days)));
    await time('page lookup, last 365 days', () => readPageStats('/page-7', range(365)));

    const from = range(365).from;
    for (const [label, query] of [
      [
        'views per day, 365 days (summaries)',
        sql`explain (analyze, buffers off, costs off, summary on)
          select day, sum(events)::int, sum(visitors)::int from analytics_daily
          where name = 'page_view_total' and day >= ${from}::date group by day order by day`,
      ],
      [
        'top pages, 365 days (summaries)',
        sql`explain (analyze, buffers off, costs off, summary on)
          select path, sum(events)::int as views from analytics_daily
          where name = 'page_view' and day >= ${from}::date group by path order by views desc, path limit 10`,
      ],
    ] as const) {
      const lines = (await query) as unknown as { 'QUERY PLAN': string }[];
      console.log(`\nEXPLAIN ${label}\n${lines.map((line) => `  ${line['QUERY PLAN']}`).join('\n')}`);
    }
  } finally {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${scratch} with (force)`);
    await admin.end({ timeout: 5 });
    console.log(`dropped scratch database ${scratch}`);
  }
}
