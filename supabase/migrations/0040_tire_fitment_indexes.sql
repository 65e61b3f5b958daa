-- Tire directory: the tire search orders by brand, model, size (and id for stable pages), with or
-- without a brand filter; this index serves both the filter and the order without a sort.
create index if not exists tires_search_order_idx on tires (brand, model, size, id);

-- VIN lookup matches year, make and model case-insensitively (vPIC spells makes in capitals).
create index if not exists vehicles_vin_lookup_idx on vehicles (year, lower(make), lower(model));

-- 'EV-Rated Only' with the same order: a partial index keeps deep pages of EV tires from scanning the
-- non-EV rows in between.
create index if not exists tires_ev_search_order_idx on tires (brand, model, size, id) where is_ev_rated;

-- search_tires_by_vehicle reads a vehicle's fitments with their approval: with approved in the index
-- the fitment rows come from the index alone.
create index if not exists fitments_vehicle_cover_idx on fitments (vehicle_id) include (tire_id, approved);
