-- First-party analytics without personal data. Each event keeps its one reported dimension in `label`
-- (a glossary term id, a tool, a link target) and its number in `value` (seconds, a scroll step, 1 for a
-- shared link), so the back office report never has to open the jsonb properties.
-- `visitor_key` is a hash of the client with a salt that changes every day and is then deleted: it counts
-- distinct visitors within a day and can never be traced back to an address or a browser.
alter table analytics_events
  add column label text,
  add column value integer,
  add column visitor_key text;

-- Every report query reads one event name over a date range and only these columns: the covering index
-- answers them with index-only scans (see bench/analytics.bench.ts).
drop index analytics_events_name_created_idx;
create index analytics_events_report_idx on analytics_events (name, created_at) include (path, label, value, visitor_key);
-- Retention deletes by age across every name; rows arrive in time order, so a BRIN index is tiny and enough.
create index analytics_events_created_brin on analytics_events using brin (created_at);

-- The daily salts of the visitor key; the daily cron deletes yesterday's and older.
create table analytics_salts (
  day date primary key,
  salt text not null
);
alter table analytics_salts enable row level security;
revoke all on table analytics_salts from anon, authenticated;
