-- Site-wide search: weighted full-text vectors kept current by generated columns (so every admin change is
-- searchable at once), accent folding with unaccent, trigram indexes on titles for misspellings, and the
-- field's abbreviations as synonyms. Supabase keeps extensions in the `extensions` schema; plain PostgreSQL
-- gets the same layout here so one query serves both.
create schema if not exists extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- unaccent() is only stable (its dictionary could change); generated columns and indexes need an immutable
-- function, and our dictionary never changes after the migration.
create or replace function public.search_fold(value text) returns text
language sql immutable parallel safe strict
as $$ select lower(extensions.unaccent('extensions.unaccent'::regdictionary, value)) $$;

-- Stored explanations are HTML and articles markdown: tags and markup characters are not words.
create or replace function public.search_plain(value text) returns text
language sql immutable parallel safe strict
as $$ select regexp_replace(regexp_replace(value, '<[^>]*>', ' ', 'g'), '[#*_`>|\[\]]+', ' ', 'g') $$;

-- array_to_string is only stable in general; for text[] it cannot change.
create or replace function public.search_join(value text[]) returns text
language sql immutable parallel safe
as $$ select coalesce(array_to_string(value, ' '), '') $$;

alter table glossary add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', public.search_fold(term)), 'A') ||
  setweight(to_tsvector('english', public.search_fold(public.search_plain(explanation))), 'C')
) stored;

alter table articles add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', public.search_fold(title)), 'A') ||
  setweight(to_tsvector('english', public.search_fold(coalesce(excerpt, '') || ' ' || coalesce(seo_description, '') || ' ' || public.search_join(tags))), 'B') ||
  setweight(to_tsvector('english', public.search_fold(public.search_plain(content))), 'C')
) stored;

alter table videos add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', public.search_fold(title)), 'A') ||
  setweight(to_tsvector('english', public.search_fold(coalesce(description, '') || ' ' || public.search_join(tags))), 'B')
) stored;

alter table ev_install_articles add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', public.search_fold(title)), 'A') ||
  setweight(to_tsvector('english', public.search_fold(coalesce(meta_description, '') || ' ' || public.search_join(tags))), 'B') ||
  setweight(to_tsvector('english', public.search_fold(public.search_plain(body))), 'C')
) stored;

alter table tires add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', public.search_fold(brand || ' ' || model)), 'A') ||
  setweight(to_tsvector('english', size || ' ' || public.search_join(oem_certifications)), 'B')
) stored;

alter table vehicles add column search_vector tsvector generated always as (
  setweight(to_tsvector('english', public.search_fold(year::text || ' ' || make || ' ' || model)), 'A') ||
  setweight(to_tsvector('english', public.search_fold(trim) || ' ' || oem_tire_size), 'B')
) stored;

create index glossary_search_idx on glossary using gin (search_vector);
create index articles_search_idx on articles using gin (search_vector);
create index videos_search_idx on videos using gin (search_vector);
create index ev_install_articles_search_idx on ev_install_articles using gin (search_vector);
create index tires_search_idx on tires using gin (search_vector);
create index vehicles_search_idx on vehicles using gin (search_vector);

create index glossary_term_trgm_idx on glossary using gin (public.search_fold(term) extensions.gin_trgm_ops);
create index articles_title_trgm_idx on articles using gin (public.search_fold(title) extensions.gin_trgm_ops);
create index videos_title_trgm_idx on videos using gin (public.search_fold(title) extensions.gin_trgm_ops);
create index ev_install_articles_title_trgm_idx on ev_install_articles using gin (public.search_fold(title) extensions.gin_trgm_ops);
create index tires_name_trgm_idx on tires using gin (public.search_fold(brand || ' ' || model) extensions.gin_trgm_ops);
create index vehicles_name_trgm_idx on vehicles using gin (public.search_fold(make || ' ' || model) extensions.gin_trgm_ops);

-- Abbreviations a technician types, and the words the content spells out. A query word equal to `term`
-- also matches the phrase `expansion`.
create table search_synonyms (
  term text primary key check (term = lower(term) and length(btrim(term)) > 0),
  expansion text not null check (length(btrim(expansion)) > 0)
);

insert into search_synonyms (term, expansion) values
  ('bms', 'battery management system'),
  ('soc', 'state of charge'),
  ('soh', 'state of health'),
  ('dcfc', 'dc fast charging'),
  ('evse', 'electric vehicle supply equipment'),
  ('nacs', 'north american charging standard'),
  ('j1772', 'type 1 connector'),
  ('ccs', 'combined charging system'),
  ('hv', 'high voltage'),
  ('lv', '12-volt low voltage'),
  ('obc', 'onboard charger'),
  ('dtc', 'diagnostic trouble code'),
  ('hvil', 'high-voltage interlock loop'),
  ('ppe', 'personal protective equipment'),
  ('v2g', 'vehicle-to-grid'),
  ('regen', 'regenerative braking');

alter table search_synonyms enable row level security;
create policy "search synonyms are public" on search_synonyms for select to anon, authenticated using (true);
grant select on search_synonyms to anon, authenticated;

-- AND and OR over a query's words (each word already OR-ed with its synonym), as aggregates so one
-- statement builds the whole query from an array of words.
create aggregate public.tsquery_all(tsquery) (sfunc = tsquery_and, stype = tsquery, initcond = '');
create aggregate public.tsquery_any(tsquery) (sfunc = tsquery_or, stype = tsquery, initcond = '');
