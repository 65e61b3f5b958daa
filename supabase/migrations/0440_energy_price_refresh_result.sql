-- The daily price refresh keeps its own last attempt beside the last update that changed prices
-- (docs/product/range-tool.md § Prices and their age): a failed or unconfigured refresh no longer moves
-- updated_at, so prices past 24 hours stay stale on the page, and the back office shows what the refresh did.
alter table energy_price_updates
  add column last_attempt_at timestamptz,
  add column last_result text check (last_result in ('updated', 'fallback')),
  add column last_error text check (length(last_error) <= 500),
  add constraint energy_price_updates_attempt_check
    check ((last_attempt_at is null) = (last_result is null));
