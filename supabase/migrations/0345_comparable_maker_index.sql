-- A gas car's comparables come first from the EV's own maker (lib/db/ev-models.ts): the maker's rows within a model
-- year are reached through an index, as the class family and the price window are (0245).
create index ice_models_lower_make_idx on ice_models (lower(make), year);
