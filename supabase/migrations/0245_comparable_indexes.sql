-- One EV's comparables are chosen in SQL (lib/db/ev-models.ts), so a request reads the few rows it shows instead of
-- the EPA tables: the class family (EPA's 2WD and 4WD classes together), the price window and a link's make each
-- reach their rows through an index.
create or replace function size_class_family(size_class text) returns text
  language sql immutable parallel safe
  return btrim(regexp_replace(lower(size_class), '\s*-?\s*[24]wd$', ''));

create index ev_models_class_family_idx on ev_models (size_class_family(size_class), year);
create index ice_models_class_family_idx on ice_models (size_class_family(size_class), year);
create index ev_models_priced_idx on ev_models (vehicle_type, year) where msrp is not null;
create index ice_models_priced_idx on ice_models (vehicle_type, year) where msrp is not null and tank_capacity is not null;
create index ev_models_lower_make_idx on ev_models (lower(make), year desc);
