-- Usable battery capacity from the community's Open EV Data (github.com/KilowattApp/open-ev-data) for the EPA rows
-- that EPA and the OpenEV Data the site already cites leave blank (docs/decisions/0431). The hand-curated records
-- are kept as they are, each citing its source; an EV model points at the record the seed matched to it.
create table community_battery_capacities (
  record_id text primary key,
  brand text not null,
  model text not null,
  variant text not null default '',
  release_year integer not null check (release_year between 2008 and 2100),
  usable_kwh numeric not null check (usable_kwh > 0 and usable_kwh < 300),
  source_id text not null references data_sources (id) on update cascade on delete restrict
);

alter table ev_models
  add column community_battery_id text references community_battery_capacities (record_id) on delete set null;

alter table community_battery_capacities enable row level security;
revoke all on table community_battery_capacities from anon, authenticated;
grant select on table community_battery_capacities to anon, authenticated;
create policy community_battery_capacities_public_read on community_battery_capacities
  for select to anon, authenticated using (true);
