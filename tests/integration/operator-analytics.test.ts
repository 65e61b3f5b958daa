import { POST } from '@/app/api/analytics/route';
import { GET as dailyJob } from '@/app/api/analytics/daily/route';
import { retentionCutoff } from '@/lib/analytics/retention';
import { readAnalyticsReport, readPageStats, rollUpAnalytics } from '@/lib/db/analytics';

const CRON_SECRET = 'retention-test-cron-secret';
// Read by env() on its first use, which comes after this.
process.env.CRON_SECRET = CRON_SECRET;
// The requests below arrive as through one proxy of ours, which appends the address it saw.
process.env.TRUSTED_PROXY_HOPS = '1';

const sql = () => globalThis.testDb.sql;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function post(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://site.test/api/analytics', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, 'x-forwarded-for': '198.51.100.7', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function count(): Promise<number> {
  const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from analytics_events`;
  return row!.n;
}

async function clean() {
  await sql()`delete from analytics_events`;
  await sql()`delete from rate_limits`;
}

describe('recording events', () => {
  beforeEach(clean);

  it('stores a batch with each event’s label and number and a visitor key, and nothing personal', async () => {
    const response = await post({
      e: [
        { n: 'session_start', p: '/glossary/7', l: 'news.example.com' },
        { n: 'page_view', p: '/glossary/7', l: 'news.example.com' },
        { n: 'glossary_view', p: '/glossary/7', l: '7' },
        { n: 'scroll_depth', p: '/glossary/7', v: 50 },
        { n: 'time_on_page', p: '/glossary/7', v: 42 },
        { n: 'glossary_engagement', p: '/glossary/7', l: '7', v: 42 },
        { n: 'affiliate_click', p: '/tire-fitment', l: 'www.amazon.com' },
        { n: 'ad_click', p: '/videos', l: 'banner' },
        { n: 'navigation_click', p: '/', l: '/glossary' },
      ],
    });
    expect(response.status).toBe(204);
    const rows = await sql()<{ name: string; path: string; label: string | null; value: number | null; visitor_key: string }[]>`
      select name, path, label, value, visitor_key from analytics_events order by id`;
    expect(rows.map(({ name, path, label, value }) => [name, path, label, value])).toEqual([
      ['session_start', '/glossary/7', 'news.example.com', null],
      ['page_view', '/glossary/7', 'news.example.com', null],
      ['glossary_view', '/glossary/7', '7', null],
      ['scroll_depth', '/glossary/7', null, 50],
      ['time_on_page', '/glossary/7', null, 42],
      ['glossary_engagement', '/glossary/7', '7', 42],
      ['affiliate_click', '/tire-fitment', 'www.amazon.com', null],
      ['ad_click', '/videos', 'banner', null],
      ['navigation_click', '/', '/glossary', null],
    ]);
    const keys = new Set(rows.map((row) => row.visitor_key));
    expect(keys.size).toBe(1);
    const stored = JSON.stringify(await sql()`select * from analytics_events`);
    expect(stored).not.toContain('198.51.100.7');
    expect(stored).not.toContain('Chrome');
  });

  it('one visitor is one key for the day; another address or browser is another visitor', async () => {
    const view = { e: [{ n: 'page_view', p: '/' }] };
    await post(view);
    await post(view);
    await post(view, { 'x-forwarded-for': '198.51.100.8' });
    await post(view, { 'user-agent': FIREFOX });
    const rows = await sql()<{ visitor_key: string }[]>`select visitor_key from analytics_events order by id`;
    expect(rows[0]!.visitor_key).toBe(rows[1]!.visitor_key);
    expect(new Set(rows.map((row) => row.visitor_key)).size).toBe(3);
  });

  it('still records the calculators’ tool-usage event, with the tool and whether it came from a shared link', async () => {
    const response = await post({ tool: 'range_tool', action: 'calculate', vehicle: '2024 Kia EV6', shared: true });
    expect(response.status).toBe(204);
    const [row] = await sql()`select name, path, label, value from analytics_events`;
    expect(row).toEqual({ name: 'tool_usage', path: '/range-tool', label: 'range_tool', value: 1 });
  });

  it('does not count obvious bots or back-office pages', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
    ]) {
      expect((await post({ e: [{ n: 'page_view', p: '/' }] }, { 'user-agent': agent })).status).toBe(204);
    }
    const missing = await POST(
      new Request('http://site.test/api/analytics', { method: 'POST', body: JSON.stringify({ e: [{ n: 'page_view', p: '/' }] }) }),
    );
    expect(missing.status).toBe(204);
    expect((await post({ e: [{ n: 'page_view', p: '/admin/dashboard' }] })).status).toBe(204);
    expect(await count()).toBe(0);
  });
});

describe('refusing bad requests', () => {
  beforeEach(clean);

  it.each([
    ['not JSON', 'page_view', 400],
    ['an unknown event', { e: [{ n: 'purchase', p: '/' }] }, 400],
    ['an extra field (personal data has no place to go)', { e: [{ n: 'page_view', p: '/', email: 'a@b.co' }] }, 400],
    ['a path with a query string', { e: [{ n: 'page_view', p: '/range-tool?make=Kia' }] }, 400],
    ['a protocol-relative path', { e: [{ n: 'page_view', p: '//evil.example/' }] }, 400],
    ['a scroll depth off the 25 % steps', { e: [{ n: 'scroll_depth', p: '/', v: 33 }] }, 400],
    ['a negative time', { e: [{ n: 'time_on_page', p: '/', v: -1 }] }, 400],
    ['a glossary event without a term id', { e: [{ n: 'glossary_view', p: '/glossary/x', l: 'x' }] }, 400],
    ['an empty batch', { e: [] }, 400],
    ['more than 25 events', { e: Array.from({ length: 26 }, () => ({ n: 'page_view', p: '/' })) }, 400],
    ['a malformed tool-usage event', { tool: 'admin', action: 'calculate', vehicle: 'x' }, 400],
  ])('%s', async (_case, body, status) => {
    expect((await post(body)).status).toBe(status);
    expect(await count()).toBe(0);
  });

  it('refuses an oversized body, declared or not, without storing anything', async () => {
    const big = JSON.stringify({ e: [{ n: 'page_view', p: `/${'a'.repeat(9000)}` }] });
    expect((await post(big)).status).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const response = await POST(
      new Request('http://site.test/api/analytics', {
        method: 'POST',
        headers: { 'user-agent': CHROME },
        body: chunked,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await count()).toBe(0);
  });

  it('refuses events posted from another site', async () => {
    expect((await post({ e: [{ n: 'page_view', p: '/' }] }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ e: [{ n: 'page_view', p: '/' }] }, { origin: 'http://site.test' })).status).toBe(204);
    expect(await count()).toBe(1);
  });

  it('rate-limits a client that sends too many batches', async () => {
    // The client's window is already full (600 batches this hour).
    await sql()`
      insert into rate_limits (bucket, client_key, window_start, hits)
      values ('analytics', 'no-request', to_timestamp(floor(extract(epoch from now()) / 3600) * 3600), 600)`;
    expect((await post({ e: [{ n: 'page_view', p: '/' }] })).status).toBe(429);
    expect(await count()).toBe(0);
  });
});

describe('the report', () => {
  beforeAll(async () => {
    await clean();
    const [term] = await sql()<{ id: number }[]>`insert into glossary (term, explanation) values ('Contactor', 'A relay for high voltage') returning id`;
    const rows: [string, string, string | null, number | null, string, string][] = [
      // name, path, label, value, visitor, created_at
      ['page_view', '/', null, null, 'a', '2026-03-01T10:00:00Z'],
      ['page_view', '/', null, null, 'b', '2026-03-01T11:00:00Z'],
      ['page_view', '/glossary', null, null, 'a', '2026-03-01T12:00:00Z'],
      ['page_view', '/', null, null, 'a', '2026-03-03T09:00:00Z'],
      ['page_view', '/outside', null, null, 'c', '2026-02-27T23:59:59Z'],
      ['session_start', '/', null, null, 'a', '2026-03-01T10:00:00Z'],
      ['glossary_view', `/glossary/${term!.id}`, String(term!.id), null, 'a', '2026-03-02T10:00:00Z'],
      ['glossary_view', `/glossary/${term!.id}`, String(term!.id), null, 'b', '2026-03-02T10:00:00Z'],
      ['glossary_engagement', `/glossary/${term!.id}`, String(term!.id), 30, 'a', '2026-03-02T10:01:00Z'],
      ['glossary_engagement', `/glossary/${term!.id}`, String(term!.id), 10, 'b', '2026-03-02T10:01:00Z'],
      ['tool_usage', '/range-tool', 'range_tool', 1, 'a', '2026-03-02T10:00:00Z'],
      ['tool_usage', '/range-tool', 'range_tool', 0, 'b', '2026-03-02T10:00:00Z'],
      ['tool_usage', '/tire-calculator', 'tire_calculator', 0, 'b', '2026-03-02T10:00:00Z'],
      ['scroll_depth', '/', null, 25, 'a', '2026-03-01T10:00:00Z'],
      ['scroll_depth', '/', null, 50, 'a', '2026-03-01T10:00:00Z'],
      ['scroll_depth', '/', null, 25, 'b', '2026-03-01T11:00:00Z'],
      ['time_on_page', '/', null, 20, 'a', '2026-03-01T10:01:00Z'],
      ['time_on_page', '/', null, 40, 'b', '2026-03-01T11:01:00Z'],
      ['affiliate_click', '/tire-fitment', 'www.amazon.com', null, 'a', '2026-03-02T10:00:00Z'],
      ['ad_click', '/videos', 'banner', null, 'a', '2026-03-02T10:00:00Z'],
      ['ad_click', '/videos', 'banner', null, 'b', '2026-03-02T10:00:00Z'],
    ];
    for (const [name, path, label, value, visitor, createdAt] of rows) {
      await sql()`
        insert into analytics_events (name, path, label, value, visitor_key, created_at)
        values (${name}, ${path}, ${label}, ${value}, ${visitor}, ${createdAt})`;
    }
  });

  it('adds up views per day, pages, terms, tools, scroll depth and clicks within the range only', async () => {
    const report = await readAnalyticsReport({ from: '2026-03-01', to: '2026-03-03', days: 3 });
    expect(report.viewsPerDay).toEqual([
      { day: '2026-03-01', views: 3, visitors: 2 },
      { day: '2026-03-03', views: 1, visitors: 1 },
    ]);
    expect(report.totals).toEqual({ views: 4, sessions: 1, averageSeconds: 30 });
    expect(report.topPages).toEqual([
      { path: '/', views: 3 },
      { path: '/glossary', views: 1 },
    ]);
    expect(report.topTerms).toEqual([{ id: expect.any(Number), term: 'Contactor', views: 2, averageSeconds: 20 }]);
    expect(report.tools).toEqual([
      { tool: 'range_tool', uses: 2, shared: 1 },
      { tool: 'tire_calculator', uses: 1, shared: 0 },
    ]);
    expect(report.scrollDepth).toEqual([
      { depth: 25, views: 2 },
      { depth: 50, views: 1 },
    ]);
    expect(report.clicks).toEqual([
      { kind: 'ad_click', label: 'banner', clicks: 2 },
      { kind: 'affiliate_click', label: 'www.amazon.com', clicks: 1 },
    ]);
  });

  it('looks up one page (visitors counted per day, as keys change daily)', async () => {
    expect(await readPageStats('/', { from: '2026-03-01', to: '2026-03-03', days: 3 })).toEqual({
      path: '/',
      views: 3,
      visitors: 3,
      averageSeconds: 30,
    });
  });

  it('summarises each finished day once, and counts today live from the raw events', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = { from: '2026-03-01', to: today, days: 0 };
    const first = await readAnalyticsReport(range);
    const summaries = await sql()`select count(*)::int as n from analytics_daily`;
    expect(await rollUpAnalytics(today)).toBe(0);
    expect(await readAnalyticsReport(range)).toEqual(first);
    expect(await sql()`select count(*)::int as n from analytics_daily`).toEqual(summaries);

    await sql()`insert into analytics_events (name, path, visitor_key) values ('page_view', '/today', 'z'), ('page_view', '/today', 'z')`;
    const live = await readAnalyticsReport(range);
    expect(live.viewsPerDay.at(-1)).toEqual({ day: today, views: 2, visitors: 1 });
    expect(live.topPages[0]).toEqual({ path: '/', views: 3 });
    expect(live.topPages).toContainEqual({ path: '/today', views: 2 });
    expect(await sql()`select 1 from analytics_daily where day = ${today}::date`).toHaveLength(0);
  });
});

describe('retention', () => {
  it('keeps 13 months: the cutoff is the same moment 13 months back, clamped to the month’s last day', () => {
    expect(retentionCutoff(new Date('2026-05-15T06:30:00Z')).toISOString()).toBe('2025-04-15T06:30:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T06:30:00Z')).toISOString()).toBe('2025-02-28T06:30:00.000Z');
    expect(retentionCutoff(new Date('2025-03-31T00:00:00Z')).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('the daily cron deletes events and summaries older than 13 months and past salts, and nothing else', async () => {
    await sql()`delete from analytics_events`;
    await sql()`
      insert into analytics_daily (day, name, events, visitors) values
        ((now() - interval '13 months' - interval '2 days')::date, 'page_view_total', 5, 2),
        ((now() - interval '13 months' + interval '2 days')::date, 'page_view_total', 7, 3)`;
    await sql()`
      insert into analytics_events (name, path, created_at) values
        ('page_view', '/old', now() - interval '13 months' - interval '1 day'),
        ('page_view', '/kept', now() - interval '13 months' + interval '1 day'),
        ('page_view', '/new', now())`;
    await sql()`
      insert into analytics_salts (day, salt) values
        (current_date - 5, 'old'), (current_date - 1, 'yesterday'), (current_date, 'today')
      on conflict (day) do nothing`;

    await sql()`
      insert into rate_limits (bucket, client_key, window_start) values
        ('daily-job', 'old', now() - interval '3 days'), ('daily-job', 'current', now())`;

    const refused = await dailyJob(new Request('http://site.test/api/analytics/daily'));
    expect(refused.status).toBe(401);
    const wrong = await dailyJob(new Request('http://site.test/api/analytics/daily', { headers: { authorization: 'Bearer nope' } }));
    expect(wrong.status).toBe(401);
    expect(await count()).toBe(3);

    const response = await dailyJob(
      new Request('http://site.test/api/analytics/daily', { headers: { authorization: `Bearer ${CRON_SECRET}` } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ deleted: { events: 1 } });
    const paths = await sql()<{ path: string }[]>`select path from analytics_events order by path`;
    expect(paths.map((row) => row.path)).toEqual(['/kept', '/new']);
    expect(await sql()`select events from analytics_daily where name = 'page_view_total' and events in (5, 7)`).toEqual([{ events: 7 }]);
    const salts = await sql()<{ day: Date }[]>`select day from analytics_salts where day < current_date - 1`;
    expect(salts).toEqual([]);
    const summaries = await sql()`select 1 from analytics_daily where day < (now() - interval '13 months')::date`;
    expect(summaries).toEqual([]);
    // The same job prunes the rate-limit windows that decide nothing any more, and keeps the current one.
    const windows = await sql()<{ client_key: string }[]>`select client_key from rate_limits where bucket = 'daily-job'`;
    expect(windows).toEqual([{ client_key: 'current' }]);
  });
});
