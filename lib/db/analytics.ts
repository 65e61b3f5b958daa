import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db/client';
import type { AnalyticsReport, PageStats, ReportRange } from '@/lib/validations/analytics';

type Scalar = string | number | boolean | null;
export type EventProperties = Record<string, Scalar | Record<string, Scalar>>;

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

/** Stores one event; properties are a small object already validated by the caller. */
export async function recordAnalyticsEvent(
  name: string,
  path: string | null,
  properties: EventProperties,
  extra: Pick<StoredEvent, 'label' | 'value' | 'visitorKey'> = {},
): Promise<void> {
  await recordAnalyticsEvents([{ name, path, properties, ...extra }]);
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
 * Deletes events recorded before `before` and every salt older than yesterday's (today's and yesterday's
 * stay so that requests around midnight on any instance still hash consistently).
 */
export async function deleteExpiredAnalytics(before: Date, today: string): Promise<{ events: number; salts: number }> {
  const sql = db();
  const events = await sql`delete from analytics_events where created_at < ${before}`;
  const removed = await sql`delete from analytics_salts where day < ${today}::date - 1`;
  return { events: events.count, salts: removed.count };
}

const bounds = (range: ReportRange) => ({
  start: new Date(`${range.from}T00:00:00Z`),
  end: new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000),
});

const TOP = 10;
const CLICK_KINDS = ['affiliate_click', 'ad_click', 'navigation_click'] as const;
type ClickKind = (typeof CLICK_KINDS)[number];

/**
 * Everything /admin/analytics shows for a date range (days in UTC). Each query reads one event name over
 * the range, which the covering index analytics_events_report_idx answers without touching the table.
 */
export async function readAnalyticsReport(range: ReportRange): Promise<AnalyticsReport> {
  const sql = db();
  const { start, end } = bounds(range);
  // A fresh fragment per query: each statement carries its own parameters.
  const during = () => sql`created_at >= ${start} and created_at < ${end}`;
  const [perDay, sessions, seconds, pages, terms, tools, depth, clicks] = await Promise.all([
    sql<{ day: string; views: number; visitors: number }[]>`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as views,
        count(distinct visitor_key)::int as visitors
      from analytics_events where name = 'page_view' and ${during()}
      group by 1 order by 1`,
    sql<{ n: number }[]>`select count(*)::int as n from analytics_events where name = 'session_start' and ${during()}`,
    sql<{ average: number | null }[]>`
      select avg(value)::float8 as average from analytics_events where name = 'time_on_page' and ${during()}`,
    sql<{ path: string; views: number }[]>`
      select path, count(*)::int as views from analytics_events where name = 'page_view' and ${during()}
      group by path order by views desc, path limit ${TOP}`,
    sql<{ id: number; term: string; views: number; average: number | null }[]>`
      with opened as (
        select label, count(*)::int as views from analytics_events
        where name = 'glossary_view' and ${during()} and label ~ '^[0-9]{1,15}$'
        group by label
      ), engaged as (
        select label, avg(value)::float8 as average from analytics_events
        where name = 'glossary_engagement' and ${during()}
        group by label
      )
      select g.id::int as id, g.term, opened.views, engaged.average
      from opened join glossary g on g.id = opened.label::bigint
      left join engaged on engaged.label = opened.label
      order by opened.views desc, g.term limit ${TOP}`,
    sql<{ tool: string; uses: number; shared: number }[]>`
      select label as tool, count(*)::int as uses, count(*) filter (where value = 1)::int as shared
      from analytics_events where name = 'tool_usage' and ${during()}
      group by label order by uses desc, label`,
    sql<{ depth: number; views: number }[]>`
      select value as depth, count(*)::int as views from analytics_events where name = 'scroll_depth' and ${during()}
      group by value order by value`,
    sql<{ kind: ClickKind; label: string; clicks: number }[]>`
      select kind, label, clicks from (
        select name as kind, label, count(*)::int as clicks,
          row_number() over (partition by name order by count(*) desc, label) as rank
        from analytics_events where name in ${sql(CLICK_KINDS)} and ${during()}
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

/** Views, visitors and average time of one page over the range. */
export async function readPageStats(path: string, range: ReportRange): Promise<PageStats> {
  const sql = db();
  const { start, end } = bounds(range);
  const [row] = await sql<{ views: number; visitors: number; average: number | null }[]>`
    select
      (select count(*)::int from analytics_events
        where name = 'page_view' and path = ${path} and created_at >= ${start} and created_at < ${end}) as views,
      (select count(distinct visitor_key)::int from analytics_events
        where name = 'page_view' and path = ${path} and created_at >= ${start} and created_at < ${end}) as visitors,
      (select avg(value)::float8 from analytics_events
        where name = 'time_on_page' and path = ${path} and created_at >= ${start} and created_at < ${end}) as average`;
  return { path, views: row?.views ?? 0, visitors: row?.visitors ?? 0, averageSeconds: row?.average ?? null };
}
