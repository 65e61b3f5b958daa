-- Glossary management in the back office.

-- Duplicate detection, the CSV import's "already exists" check and the duplicate removal all compare
-- terms as lower(btrim(term)); this index serves all three at thousands of terms.
create index if not exists glossary_term_key_idx on glossary (lower(btrim(term)));

-- What the back office's search reads: the term and the explanation's text without its tags, kept up to
-- date by the database, so a search at tens of thousands of entries scans text instead of stripping the
-- HTML of every row on every keystroke.
alter table glossary
  add column search_text text generated always as (term || ' ' || regexp_replace(explanation, '<[^>]*>', ' ', 'g')) stored;

-- Removes case-insensitive duplicate glossary terms, keeping the oldest entry of each (ties on
-- created_at keep the lowest id), and returns how many rows were removed. Nothing the removed copies
-- carried is lost: the kept entry takes the category of the oldest copy that has one when it has none,
-- adds up their views and helpful votes, and inherits their feedback rows and the videos that named
-- them as their related term. The explanation of the kept entry stays as it is.
create or replace function remove_duplicate_glossary_terms()
returns integer
language plpgsql
as $$
declare
  removed integer;
begin
  create temporary table duplicate_glossary_map on commit drop as
  select r.id as removed_id, r.keeper_id
  from (
    select id,
           first_value(id) over w as keeper_id,
           row_number() over w as position
    from glossary
    window w as (partition by lower(btrim(term)) order by created_at, id)
  ) r
  where r.position > 1;

  with carried as (
    select m.keeper_id,
           sum(g.views) as views,
           sum(g.helpful_yes) as helpful_yes,
           sum(g.helpful_no) as helpful_no,
           (array_agg(g.category_id order by g.created_at, g.id) filter (where g.category_id is not null))[1] as category_id
    from duplicate_glossary_map m
    join glossary g on g.id = m.removed_id
    group by m.keeper_id
  )
  update glossary k
  set views = k.views + c.views,
      helpful_yes = k.helpful_yes + c.helpful_yes,
      helpful_no = k.helpful_no + c.helpful_no,
      category_id = coalesce(k.category_id, c.category_id)
  from carried c
  where k.id = c.keeper_id;

  update glossary_feedback f
  set glossary_id = m.keeper_id
  from duplicate_glossary_map m
  where f.glossary_id = m.removed_id;

  update videos v
  set metadata = jsonb_set(v.metadata, '{glossary_term,id}', to_jsonb(m.keeper_id))
  from duplicate_glossary_map m
  where jsonb_typeof(v.metadata -> 'glossary_term') = 'object'
    and (v.metadata -> 'glossary_term' ->> 'id') = m.removed_id::text;

  delete from glossary g
  using duplicate_glossary_map m
  where g.id = m.removed_id;
  get diagnostics removed = row_count;
  return removed;
end
$$;

revoke execute on function remove_duplicate_glossary_terms() from public;
