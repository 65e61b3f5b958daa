-- EV and gas models come from EPA's fueleconomy.gov table: one row per EPA vehicle, keyed by EPA's own id, which
-- is also how the site links each row to its page (https://www.fueleconomy.gov/feg/noframes/{epa_id}.shtml).
-- EPA publishes no battery capacity, MSRP, charger power or tank size; a row keeps those only where a cited source
-- gives them, so they become optional: empty means "not published", never 0.

alter table ev_models
  add column epa_id integer unique check (epa_id > 0),
  add column base_model text,
  add column size_class text,
  add column drive text,
  -- Hours to charge an empty battery at 240 V, as EPA states it.
  add column charge_240_hours numeric(5, 2) check (charge_240_hours > 0),
  add column figures_edited_at timestamptz,
  alter column battery_capacity drop not null,
  alter column efficiency drop not null,
  alter column msrp drop not null,
  alter column charging_speed_l2 drop not null;

-- EPA rates some vehicles twice under one name (two Silverado EV versions in 2024); EPA's id tells them apart.
-- Rows the operator adds without an EPA id keep the old natural key.
alter table ev_models drop constraint ev_models_year_make_model_trim_key;
create unique index ev_models_natural_key_idx on ev_models (year, make, model, trim) where epa_id is null;
create index ev_models_cascade_idx on ev_models (year, make, model);
create index ev_models_size_class_idx on ev_models (size_class, year);

alter table ice_models
  add column epa_id integer unique check (epa_id > 0),
  add column base_model text,
  add column size_class text,
  add column drive text,
  add column mpg_combined numeric(5, 1) check (mpg_combined > 0),
  add column figures_edited_at timestamptz,
  alter column msrp drop not null,
  alter column tank_capacity drop not null;

alter table ice_models drop constraint ice_models_year_make_model_trim_key;
create unique index ice_models_natural_key_idx on ice_models (year, make, model, trim) where epa_id is null;
create index ice_models_size_class_idx on ice_models (size_class, year);

-- As for trims and tires (0100): an edit made outside the seed marks the row, and the seed then keeps its figures.
create or replace function mark_ev_model_figures_edited() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return new;
  end if;
  if tg_op = 'INSERT' or (old.epa_range, old.battery_capacity, old.efficiency, old.msrp, old.charging_speed_l2,
      old.charging_speed_dcfc, old.charge_240_hours, old.vehicle_type, old.source_id)
    is distinct from (new.epa_range, new.battery_capacity, new.efficiency, new.msrp, new.charging_speed_l2,
      new.charging_speed_dcfc, new.charge_240_hours, new.vehicle_type, new.source_id) then
    new.figures_edited_at = now();
  end if;
  return new;
end
$$;

create or replace function mark_ice_model_figures_edited() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return new;
  end if;
  if tg_op = 'INSERT' or (old.msrp, old.mpg_city, old.mpg_highway, old.mpg_combined, old.tank_capacity,
      old.vehicle_type, old.source_id)
    is distinct from (new.msrp, new.mpg_city, new.mpg_highway, new.mpg_combined, new.tank_capacity,
      new.vehicle_type, new.source_id) then
    new.figures_edited_at = now();
  end if;
  return new;
end
$$;

create trigger ev_models_figures_edited before insert or update on ev_models
  for each row execute function mark_ev_model_figures_edited();
create trigger ice_models_figures_edited before insert or update on ice_models
  for each row execute function mark_ice_model_figures_edited();

-- A model the operator deletes stays deleted: the seed skips the EPA ids recorded here. Adding the row again lifts
-- the removal.
create or replace function record_epa_model_removal() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return null;
  end if;
  if tg_op = 'DELETE' and old.epa_id is not null then
    insert into reference_removals (table_name, natural_key) values (tg_table_name, old.epa_id::text)
    on conflict (table_name, natural_key) do update set removed_at = excluded.removed_at;
  elsif tg_op = 'INSERT' and new.epa_id is not null then
    delete from reference_removals where table_name = tg_table_name and natural_key = new.epa_id::text;
  end if;
  return null;
end
$$;

create trigger ev_models_reference_removal after insert or delete on ev_models
  for each row execute function record_epa_model_removal();
create trigger ice_models_reference_removal after insert or delete on ice_models
  for each row execute function record_epa_model_removal();
