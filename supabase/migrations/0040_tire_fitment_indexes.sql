-- Tire directory: the tire search orders by brand, model, size (and id for stable pages), with or
-- without a brand filter; this index serves both the filter and the order without a sort.
create index if not exists tires_search_order_idx on tires (brand, model, size, id);

-- VIN lookup matches year, make and model case-insensitively (vPIC spells makes in capitals).
create index if not exists vehicles_vin_lookup_idx on vehicles (year, lower(make), lower(model));
