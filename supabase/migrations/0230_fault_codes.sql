-- Hybrid and EV diagnostic trouble codes (generic OBD-II codes of SAE J2012), seeded from the dtc-database files
-- under supabase/seed/reference/dtc. The published title is the standard's and only the seed writes it; the title
-- shown, the operator's notes and related articles are the back office's and survive a reseed.

create table fault_codes (
  id bigint generated always as identity primary key,
  code text not null unique check (code ~ '^[PU][0-9A-F]{4}$'),
  published_title text not null check (length(btrim(published_title)) > 0),
  title text not null check (length(btrim(title)) > 0 and length(title) <= 200),
  system text not null check (system in ('battery', 'isolation', 'motors', 'charging', 'dc-dc', 'cooling', 'communication', 'other')),
  high_voltage boolean not null,
  -- The circuit the title names without its condition (low, high, range/performance…): a code's siblings share it.
  family text not null,
  likely_causes text check (length(likely_causes) <= 4000),
  first_checks text check (length(first_checks) <= 4000),
  related_article_ids bigint[] not null default '{}',
  source_id text references data_sources (id),
  title_edited_at timestamptz,
  notes_updated_at timestamptz,
  updated_at timestamptz not null default now(),
  search_vector tsvector generated always as (
    setweight(to_tsvector('simple', lower(code)), 'A') ||
    setweight(to_tsvector('english', public.search_fold(title)), 'A') ||
    setweight(to_tsvector('english', public.search_fold(coalesce(likely_causes, '') || ' ' || coalesce(first_checks, ''))), 'C')
  ) stored,
  -- The code and title folded as the list search folds (migration 0200), under a trigram index: the fault-code
  -- search and the site search compare queries with it, so no title is folded at search time.
  list_search text generated always as (public.list_fold(code || chr(31) || title)) stored
);

create index fault_codes_system_idx on fault_codes (system, code);
create index fault_codes_family_idx on fault_codes (family, code);
create index fault_codes_search_idx on fault_codes using gin (search_vector);
create index fault_codes_list_search_idx on fault_codes using gin (list_search extensions.gin_trgm_ops);
-- A partial code ("P0AA") is a prefix: text_pattern_ops lets LIKE 'P0AA%' use a btree.
create index fault_codes_code_prefix_idx on fault_codes (code text_pattern_ops);

-- The seed sets ev.seeding (migration 0100); any other change of the title is the operator's, and the seed then
-- keeps it.
create or replace function mark_fault_code_edited() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return new;
  end if;
  if tg_op = 'INSERT' or old.title is distinct from new.title then
    new.title_edited_at = case when new.title = new.published_title then null else now() end;
    new.updated_at = now();
  end if;
  if tg_op = 'INSERT' or (old.likely_causes, old.first_checks, old.related_article_ids)
      is distinct from (new.likely_causes, new.first_checks, new.related_article_ids) then
    new.notes_updated_at = now();
    new.updated_at = now();
  end if;
  return new;
end
$$;

create trigger fault_codes_edited before insert or update on fault_codes
  for each row execute function mark_fault_code_edited();

-- Every word of the codes' titles, so that a misspelled search word ("isolaton") is read as the title word it
-- resembles by one probe of a small trigram index, instead of comparing the query with every title. Kept by a
-- trigger, so a title the operator edits brings its words too; a word no title uses any more only costs a search
-- that finds nothing.
create table fault_code_words (word text primary key check (length(word) >= 3));
create index fault_code_words_trgm_idx on fault_code_words using gin (word extensions.gin_trgm_ops);

create or replace function record_fault_code_words() returns trigger
language plpgsql as $$
begin
  insert into fault_code_words (word)
  select distinct w from regexp_split_to_table(public.list_fold(new.title), '[^a-z0-9]+') as w where length(w) >= 3
  on conflict (word) do nothing;
  return null;
end
$$;

create trigger fault_codes_words after insert or update of title on fault_codes
  for each row execute function record_fault_code_words();

alter table fault_code_words enable row level security;
revoke all on table fault_code_words from anon, authenticated;
grant select on table fault_code_words to anon, authenticated;
create policy fault_code_words_public_read on fault_code_words for select to anon, authenticated using (true);

-- The shared CSV import matches rows by this key (lib/db/admin-table.ts).
create or replace function fault_code_natural_key(f_code text) returns text
language sql immutable as $$ select upper(btrim(f_code)) $$;

alter table fault_codes enable row level security;
revoke all on table fault_codes from anon, authenticated;
grant select on table fault_codes to anon, authenticated;
create policy fault_codes_public_read on fault_codes for select to anon, authenticated using (true);

-- Words a technician types for what the titles spell out.
insert into search_synonyms (term, expansion) values
  ('imd', 'isolation monitoring'),
  ('mcu', 'drive motor control module'),
  ('becm', 'battery energy control module')
on conflict (term) do nothing;
