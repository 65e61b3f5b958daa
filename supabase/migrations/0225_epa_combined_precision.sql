-- The range tool multiplies EPA's figures as EPA publishes them and rounds only what it shows
-- (docs/product/range-tool.md § Figures and their sources).
--
-- EPA states an EV's combined consumption (`combE`, kWh per 100 miles at the wall) to four decimals, e.g. 31.7381
-- for the 2026 BMW i5 eDrive40 on 20-inch wheels. One decimal lost up to 0.05 kWh per 100 miles before the
-- multiplication, a cent or more on a long trip.
alter table ev_models alter column efficiency type numeric(7, 4);

-- EPA's `atvType` says which gas rows are hybrids ("Hybrid"; empty for a conventional engine), so the page can
-- name them as such whatever the model name says.
alter table ice_models add column hybrid boolean not null default false;

-- An operator's change to the hybrid flag marks the row as edited, like its other figures (0210).
create or replace function mark_ice_model_figures_edited() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return new;
  end if;
  if tg_op = 'INSERT' or (old.msrp, old.mpg_city, old.mpg_highway, old.mpg_combined, old.hybrid, old.tank_capacity,
      old.vehicle_type, old.source_id)
    is distinct from (new.msrp, new.mpg_city, new.mpg_highway, new.mpg_combined, new.hybrid, new.tank_capacity,
      new.vehicle_type, new.source_id) then
    new.figures_edited_at = now();
  end if;
  return new;
end
$$;
