-- First-party click counts of the product links, so the administrator sees which products earn their place.
-- One counter per link and nothing about who clicked. Only the server writes and reads it.
create table affiliate_link_clicks (
  link_id bigint primary key references amazon_aff_links (id) on delete cascade,
  clicks bigint not null default 0 check (clicks >= 0),
  last_clicked_at timestamptz not null default now()
);

alter table affiliate_link_clicks enable row level security;
revoke all on table affiliate_link_clicks from anon, authenticated;
