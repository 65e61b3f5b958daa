import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db/client';
import type { AnalyticsReport, PageStats, ReportRange } from '@/lib/analytics/report';

type Scalar = string | number | boolean | null;
type EventProperties = Record<string, Scalar | Record<string, Scalar>>;

/** One event as stored: no address, no user agent, only the day's visitor key. */
export interface StoredEvent {
  name: string;
  path: string | null;
  label?: string | null;
  value?: number | null;
  visitorKey?: string | null;
  properties?: EventProperties;
}

/** Stores a batch of already validated events in one statement. */
export async function recordAnalyticsEvents(events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const sql = db();
  const rows = events.map((event) => ({
    name: event.name,
    path: event.path,
    label: event.label ?? null,
    value: event.value ?? null,
    visitor_key: event.visitorKey ?? null,
    properties: sql.json(event.properties ?? {}),
  }));
  await sql`insert into analytics_events ${sql(rows, 'name', 'path', 'label', 'value', 'visitor_key', 'properties')}`;
}

const salts = new Map<string, string>();

/**
 * The salt of one UTC day, created by whichever server instance asks first; every instance then hashes
 * with the same salt, so one visitor is one key across instances for that day.
 */
export async function dailySalt(day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const [row] = await db()<{ salt: string }[]>`
    with created as (
      insert into analytics_salts (day, salt) values (${day}, ${randomBytes(32).toString('base64url')})
      on conflict (day) do nothing
      returning salt
    )
    select salt from created
    union all
    select salt from analytics_salts where day = ${day}
    limit 1`;
  if (!row) throw new Error(`No analytics salt for ${day}`);
  salts.clear();
  salts.set(day, row.salt);
  return row.salt;
}

/**
 * Deletes events recorded before `before`, the daily summaries of days before it, and every salt older
 * than yesterday's (today's and yesterday's stay so that requests around midnight on any instance still
 * hash consistently).
 */
export async function deleteExpiredAnalytics(
  before: Date,
  today: string,
): Promise<{ events: number; summaries: number; salts: number }> {
  const sql = db();
  const cutoffDay = before.toISOString().slice(0, 10);
  const events = await sql`delete from analytics_events where created_at < ${before}`;
  const summaries = await sql`delete from analytics_daily where day < ${cutoffDay}::date`;
  await sql`delete from analytics_rollups where day < ${cutoffDay}::date`;
  const salts = await sql`delete from analytics_salts where day < ${today}::date - 1`;
  return { events: events.count, summaries: summaries.count, salts: salts.count };
}

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/**
 * Raw events in [start, end) summarised per UTC day and reported dimension: what analytics_daily stores.
 * Each event keeps only the dimension its report uses (pages for views and time, labels for terms, tools
 * and clicks, values for scroll steps and shared links); 'page_view_total' carries a day's views and its
 * distinct visitors across all pages, 'time_on_page_total' its time on all pages.
 */
function summarise(sql: ReturnType<typeof db>, start: Date, end: Date) {
  return sql`
    with raw as (
      select (created_at at time zone 'UTC')::date as day, name,
        case when name in ('page_view', 'time_on_page') then coalesce(path, '') else '' end as dim_path,
        case when name in ('glossary_view', 'glossary_engagement', 'tool_usage', 'affiliate_click', 'ad_click', 'navigation_click')
          then coalesce(label, '') else '' end as dim_label,
        case when name in ('scroll_depth', 'tool_usage') then coalesce(value, -1) else -1 end as dim_value,
        value, visitor_key
      from analytics_events
      where created_at >= ${start} and created_at < ${end}
    )
    select day, name, dim_path as path, dim_label as label, dim_value as value,
      count(*)::int as events, count(distinct visitor_key)::int as visitors, coalesce(sum(value), 0)::bigint as total
    from raw group by day, name, dim_path, dim_label, dim_value
    union all
    select day, 'page_view_total', '', '', -1, count(*)::int, count(distinct visitor_key)::int, 0
    from raw where name = 'page_view' group by day
    union all
    select day, 'time_on_page_total', '', '', -1, count(*)::int, count(distinct visitor_key)::int, coalesce(sum(value), 0)::bigint
    from raw where name = 'time_on_page' group by day`;
}

/**
 * Summarises every finished day that has no summary yet (at most the 13 months of retention), once: the
 * daily cron calls this, and the report does before reading so that it never misses a day. Concurrent
 * callers wait for each other; a day is summarised in full or not at all.
 */
export async function rollUpAnalytics(today: string): Promise<number> {
  return db().begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7264214)`;
    const missing = await tx<{ day: string }[]>`
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(
        (select (min(created_at) at time zone 'UTC')::date from analytics_events),
        ${today}::date - 1, interval '1 day') as d
      where not exists (select 1 from analytics_rollups r where r.day = d::date)`;
    if (missing.length === 0) return 0;
    const days = missing.map((row) => row.day);
    await tx`
      insert into analytics_daily (day, name, path, label, value, events, visitors, total)
      select * from (${summarise(tx as unknown as ReturnType<typeof db>, dayStart(days[0]!), nextDay(days.at(-1)!))}) summary
      where day = any(${days}::date[])
      on conflict do nothing`;
    await tx`insert into analytics_rollups ${tx(days.map((day) => ({ day })))} on conflict do nothing`;
    return days.length;
  });
}

const TOP = 10;
const CLICK_KINDS = ['affiliate_click', 'ad_click', 'navigation_click'] as const;
type ClickKind = (typeof CLICK_KINDS)[number];

/**
 * The summaries of a range: finished days from analytics_daily, today (still running) summarised live
 * from its raw events.
 */
function combined(sql: ReturnType<typeof db>, range: ReportRange, today: string) {
  const start = dayStart(range.from);
  const end = nextDay(range.to);
  const todayStart = dayStart(today);
  const liveStart = start > todayStart ? start : todayStart;
  return sql`(
    select day, name, path, label, value, events, visitors, total from analytics_daily
    where day >= ${range.from}::date and day <= ${range.to}::date and day < ${today}::date
    union all
    select day, name, path, label, value, events, visitors, total from (${summarise(sql, liveStart, end)}) live
  ) combined`;
}

/**
 * Everything /admin/analytics shows for a date range (days in UTC), from the daily summaries: a year of
 * a busy site is a few hundred thousand summary rows, not millions of events.
 */
export async function readAnalyticsReport(range: ReportRange, now: Date = new Date()): Promise<AnalyticsReport> {
  const sql = db();
  const today = now.toISOString().slice(0, 10);
  await rollUpAnalytics(today);
  const from = () => combined(sql, range, today);
  const [perDay, sessions, seconds, pages, terms, tools, depth, clicks] = await Promise.all([
    sql<{ day: string; views: number; visitors: number }[]>`
      select to_char(day, 'YYYY-MM-DD') as day, sum(events)::int as views, sum(visitors)::int as visitors
      from ${from()} where name = 'page_view_total' group by day order by day`,
    sql<{ n: number }[]>`select coalesce(sum(events), 0)::int as n from ${from()} where name = 'session_start'`,
    sql<{ average: number | null }[]>`
      select (sum(total)::float8 / nullif(sum(events), 0)) as average from ${from()} where name = 'time_on_page_total'`,
    sql<{ path: string; views: number }[]>`
      select path, sum(events)::int as views from ${from()} where name = 'page_view'
      group by path order by views desc, path limit ${TOP}`,
    sql<{ id: number; term: string; views: number; average: number | null }[]>`
      with summary as (select name, label, events, total from ${from()} where name in ('glossary_view', 'glossary_engagement')),
      opened as (
        select label, sum(events)::int as views from summary
        where name = 'glossary_view' and label ~ '^[0-9]{1,15}$' group by label
      ), engaged as (
        select label, sum(total)::float8 / nullif(sum(events), 0) as average from summary
        where name = 'glossary_engagement' group by label
      )
      select g.id::int as id, g.term, opened.views, engaged.average
      from opened join glossary g on g.id = opened.label::bigint
      left join engaged on engaged.label = opened.label
      order by opened.views desc, g.term limit ${TOP}`,
    sql<{ tool: string; uses: number; shared: number }[]>`
      select label as tool, sum(events)::int as uses, coalesce(sum(events) filter (where value = 1), 0)::int as shared
      from ${from()} where name = 'tool_usage'
      group by label order by uses desc, label`,
    sql<{ depth: number; views: number }[]>`
      select value as depth, sum(events)::int as views from ${from()} where name = 'scroll_depth'
      group by value order by value`,
    sql<{ kind: ClickKind; label: string; clicks: number }[]>`
      select kind, label, clicks from (
        select name as kind, label, sum(events)::int as clicks,
          row_number() over (partition by name order by sum(events) desc, label) as rank
        from ${from()} where name in ${sql(CLICK_KINDS)}
        group by name, label
      ) ranked where rank <= ${TOP} order by kind, clicks desc, label`,
  ]);
  const views = perDay.reduce((sum, row) => sum + row.views, 0);
  return {
    range,
    viewsPerDay: perDay.map((row) => ({ day: row.day, views: row.views, visitors: row.visitors })),
    totals: { views, sessions: sessions[0]?.n ?? 0, averageSeconds: seconds[0]?.average ?? null },
    topPages: pages.map((row) => ({ path: row.path, views: row.views })),
    topTerms: terms.map((row) => ({ id: row.id, term: row.term, views: row.views, averageSeconds: row.average })),
    tools: tools.map((row) => ({ tool: row.tool, uses: row.uses, shared: row.shared })),
    scrollDepth: depth.map((row) => ({ depth: row.depth, views: row.views })),
    clicks: clicks.map((row) => ({ kind: row.kind, label: row.label, clicks: row.clicks })),
  };
}

/** Views, daily visitors (summed over the days) and average time of one page over the range. */
export async function readPageStats(path: string, range: ReportRange, now: Date = new Date()): Promise<PageStats> {
  const sql = db();
  const today = now.toISOString().slice(0, 10);
  await rollUpAnalytics(today);
  const [row] = await sql<{ views: number; visitors: number; average: number | null }[]>`
    select coalesce(sum(events) filter (where name = 'page_view'), 0)::int as views,
      coalesce(sum(visitors) filter (where name = 'page_view'), 0)::int as visitors,
      sum(total) filter (where name = 'time_on_page')::float8 / nullif(sum(events) filter (where name = 'time_on_page'), 0) as average
    from ${combined(sql, range, today)}
    where name in ('page_view', 'time_on_page') and path = ${path}`;
  return { path, views: row?.views ?? 0, visitors: row?.visitors ?? 0, averageSeconds: row?.average ?? null };
}
