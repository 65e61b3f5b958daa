-- The EU tyre label grades wet grip A (best) to E beside rolling resistance and noise. It sits with the other label
-- figures so a tire page can show all three, and stays empty for a tire sold without an EU label (US-only lines).
alter table tires add column wet_grip char(1) check (wet_grip in ('A','B','C','D','E'));

-- An operator's change to the wet grip grade is an edit to the tire's figures like any other label value, so the
-- seed keeps it (see 0100).
create or replace function mark_tire_figures_edited() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return new;
  end if;
  if tg_op = 'INSERT' or (old.load_index, old.speed_rating, old.rolling_resistance, old.wet_grip, old.noise_level_db,
      old.is_ev_rated, old.oem_certifications, old.source_id)
    is distinct from (new.load_index, new.speed_rating, new.rolling_resistance, new.wet_grip, new.noise_level_db,
      new.is_ev_rated, new.oem_certifications, new.source_id) then
    new.figures_edited_at = now();
  end if;
  return new;
end
$$;
