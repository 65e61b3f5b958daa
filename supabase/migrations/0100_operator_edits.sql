-- The back office edits tires and trims, and the reference files are re-applied by the seed and by 'Sync Tire
-- Data'. The seed must never undo the operator's work: it leaves the figures of a row the operator edited, and
-- does not bring back a row the operator removed. Both facts are recorded by triggers, so an edit made in the
-- back office, through a CSV import or by hand in SQL counts alike; the seed marks its own transaction with the
-- setting ev.seeding = 'on' so that its writes are not taken for the operator's.

create or replace function ev_seeding() returns boolean
language sql stable as $$
  select coalesce(current_setting('ev.seeding', true), '') = 'on'
$$;

alter table tires add column figures_edited_at timestamptz;
alter table vehicles add column figures_edited_at timestamptz;

create or replace function mark_tire_figures_edited() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return new;
  end if;
  if tg_op = 'INSERT' or (old.load_index, old.speed_rating, old.rolling_resistance, old.noise_level_db,
      old.is_ev_rated, old.oem_certifications, old.source_id)
    is distinct from (new.load_index, new.speed_rating, new.rolling_resistance, new.noise_level_db,
      new.is_ev_rated, new.oem_certifications, new.source_id) then
    new.figures_edited_at = now();
  end if;
  return new;
end
$$;

create or replace function mark_vehicle_figures_edited() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return new;
  end if;
  if tg_op = 'INSERT' or (old.oem_tire_size, old.load_index_min, old.speed_rating_min, old.wheel_size_min,
      old.wheel_size_max, old.source_id)
    is distinct from (new.oem_tire_size, new.load_index_min, new.speed_rating_min, new.wheel_size_min,
      new.wheel_size_max, new.source_id) then
    new.figures_edited_at = now();
  end if;
  return new;
end
$$;

create trigger tires_figures_edited before insert or update on tires
  for each row execute function mark_tire_figures_edited();
create trigger vehicles_figures_edited before insert or update on vehicles
  for each row execute function mark_vehicle_figures_edited();

-- Natural keys (case-insensitive) of rows the operator deleted or renamed; the seed skips them. Adding the row
-- again (in the back office or by hand) lifts the removal.
create table reference_removals (
  table_name text not null,
  natural_key text not null,
  removed_at timestamptz not null default now(),
  primary key (table_name, natural_key)
);
alter table reference_removals enable row level security;
revoke all on table reference_removals from anon, authenticated;

create or replace function tire_natural_key(t_brand text, t_model text, t_size text) returns text
language sql immutable as $$ select lower(btrim(t_brand)) || '|' || lower(btrim(t_model)) || '|' || upper(btrim(t_size)) $$;

create or replace function vehicle_natural_key(v_year integer, v_make text, v_model text, v_trim text) returns text
language sql immutable as $$
  select v_year || '|' || lower(btrim(v_make)) || '|' || lower(btrim(v_model)) || '|' || lower(btrim(v_trim))
$$;

create or replace function record_reference_removal() returns trigger
language plpgsql as $$
declare
  old_key text;
  new_key text;
begin
  if ev_seeding() then
    return null;
  end if;
  if tg_table_name = 'tires' then
    if tg_op <> 'INSERT' then old_key = tire_natural_key(old.brand, old.model, old.size); end if;
    if tg_op <> 'DELETE' then new_key = tire_natural_key(new.brand, new.model, new.size); end if;
  else
    if tg_op <> 'INSERT' then old_key = vehicle_natural_key(old.year, old.make, old.model, old.trim); end if;
    if tg_op <> 'DELETE' then new_key = vehicle_natural_key(new.year, new.make, new.model, new.trim); end if;
  end if;
  -- A rename removes the old name: the seed must not bring the row back under it.
  if old_key is not null and old_key is distinct from new_key then
    insert into reference_removals (table_name, natural_key) values (tg_table_name, old_key)
    on conflict (table_name, natural_key) do update set removed_at = excluded.removed_at;
  end if;
  if new_key is not null then
    delete from reference_removals where table_name = tg_table_name and natural_key = new_key;
  end if;
  return null;
end
$$;

create trigger tires_reference_removal after insert or update of brand, model, size or delete on tires
  for each row execute function record_reference_removal();
create trigger vehicles_reference_removal after insert or update of year, make, model, trim or delete on vehicles
  for each row execute function record_reference_removal();
