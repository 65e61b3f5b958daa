-- Compatible tire entries for a vehicle, as the public vehicle page and the admin read them.
-- wheel_size narrows to tires for that rim diameter (the number after R in the size); null means all.
create or replace function search_tires_by_vehicle(v_id bigint, wheel_size integer default null)
returns table (
  tire_id bigint,
  brand text,
  model text,
  size text,
  load_index integer,
  speed_rating text,
  rolling_resistance text,
  noise_level_db numeric,
  is_ev_rated boolean,
  is_approved boolean,
  image_url text,
  oem_certifications text[]
)
language sql stable
as $$
  select t.id, t.brand, t.model, t.size, t.load_index, t.speed_rating, t.rolling_resistance::text,
         t.noise_level_db, t.is_ev_rated, f.approved, t.image_url, t.oem_certifications
  from fitments f
  join tires t on t.id = f.tire_id
  where f.vehicle_id = v_id
    and (wheel_size is null or t.rim_diameter = wheel_size)
  order by f.approved desc, t.is_ev_rated desc, t.brand, t.model, t.size
$$;

-- Removes case-insensitive duplicate glossary terms, keeping the oldest entry of each, and returns
-- how many rows were removed. Ties on created_at keep the lowest id so the result is deterministic.
create or replace function remove_duplicate_glossary_terms()
returns integer
language plpgsql
as $$
declare
  removed integer;
begin
  with ranked as (
    select id,
           row_number() over (partition by lower(btrim(term)) order by created_at, id) as position
    from glossary
  )
  delete from glossary g
  using ranked r
  where g.id = r.id and r.position > 1;
  get diagnostics removed = row_count;
  return removed;
end
$$;

-- Marks that the database has had its first seed, so later starts never re-insert what the
-- administrator deleted.
create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
