-- First-party analytics without personal data. Each event keeps its one reported dimension in `label`
-- (a glossary term id, a tool, a link target, a referrer host) and its number in `value` (seconds, a
-- scroll step, 1 for a calculator opened from a shared link).
-- `visitor_key` is a hash of the client with a salt that exists for one day and is then deleted: it counts
-- distinct visitors within a day and can never be traced back to an address or a browser.
alter table analytics_events
  add column label text,
  add column value integer,
  add column visitor_key text;

-- Raw events are read by time only: today's live numbers, each finished day's summary, and retention.
drop index analytics_events_name_created_idx;
create index analytics_events_created_idx on analytics_events (created_at);

-- The daily salts of the visitor key; the daily cron deletes past days' salts.
create table analytics_salts (
  day date primary key,
  salt text not null
);

-- One row per finished UTC day and reported dimension (a page, a term, a tool, a scroll step; '' and -1
-- where the event has no such dimension): the back office report reads these instead of a year of raw
-- events. `visitors` counts distinct visitor keys within the day, `total` sums `value` (seconds).
create table analytics_daily (
  day date not null,
  name text not null,
  path text not null default '',
  label text not null default '',
  value integer not null default -1,
  events integer not null,
  visitors integer not null,
  total bigint not null default 0,
  primary key (day, name, path, label, value)
);
create index analytics_daily_report_idx on analytics_daily (name, day) include (path, label, value, events, visitors, total);
-- The report's page lookup: one page's views and time over a range.
create index analytics_daily_path_idx on analytics_daily (path, name, day) include (events, visitors, total);

-- The days already summarised (a day without events is summarised too, as nothing).
create table analytics_rollups (
  day date primary key,
  rolled_at timestamptz not null default now()
);

do $$
declare
  t text;
begin
  foreach t in array array['analytics_salts', 'analytics_daily', 'analytics_rollups'] loop
    execute format('alter table %I enable row level security', t);
    execute format('revoke all on table %I from anon, authenticated', t);
  end loop;
end
$$;
