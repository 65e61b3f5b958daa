-- The tire directory's cascade offers every EV in EPA's table, not only the trims whose OE tire size a source
-- gives. Its model step names each EV by family, as the makers do: EPA's base model ("Equinox"), followed by the
-- word every one of that family's rows of the year carries after it when that word marks the electric version
-- ("Equinox EV", "Kona Electric"). A family whose rows differ there ("Macan 4 Electric", "Macan Electric") keeps
-- the base model. A row without a base model (added by the operator) is its own family.
create or replace function ev_tire_families(p_year integer, p_make text)
returns table (id bigint, model text, family text)
language sql stable
as $$
  with rows as (
    select e.id, e.model, coalesce(nullif(btrim(e.base_model), ''), e.model) as base
    from ev_models e
    where e.year = p_year and e.make = p_make
  ), marked as (
    select rows.*,
      (select w from unnest(array['EV', 'Electric']) w
        where lower(rows.model) = lower(rows.base || ' ' || w)
           or starts_with(lower(rows.model), lower(rows.base || ' ' || w || ' '))) as marker
    from rows
  )
  select marked.id, marked.model,
    case
      when count(*) filter (where marker is null) over (partition by base) = 0
        and min(marker) over (partition by base) = max(marker) over (partition by base)
      then substr(marked.model, 1, length(base) + 1 + length(marker))
      else base
    end as family
  from marked
$$;
