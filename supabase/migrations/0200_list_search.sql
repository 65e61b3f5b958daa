-- List-page search (the glossary, a category's terms, articles, videos, charger-install guides): the spec's
-- case-insensitive substring over the fields it names, answered by PostgreSQL. Each table keeps the folded
-- text of those fields in one generated column (so a long body is folded once, when it is written, not at
-- every search) with a trigram index, which serves LIKE '%…%' for queries of three characters or more.
-- Fields are joined by the unit separator (chr(31)), which a query never contains, so no match spans two
-- fields. Folding is the site search's (lower case, accents removed) plus runs of white space as one space,
-- so markup removed from a body does not leave gaps a typed phrase would not match.

create or replace function public.list_fold(value text) returns text
language sql immutable parallel safe strict
as $$ select regexp_replace(public.search_fold(value), '\s+', ' ', 'g') $$;

-- array_to_string is only stable in general; for text[] it cannot change.
create or replace function public.list_join(value text[]) returns text
language sql immutable parallel safe
as $$ select coalesce(array_to_string(value, chr(31)), '') $$;

alter table glossary add column list_search text generated always as (
  public.list_fold(term || chr(31) || public.search_plain(explanation))
) stored;

alter table articles add column list_search text generated always as (
  public.list_fold(title || chr(31) || public.search_plain(content) || chr(31) || public.list_join(tags))
) stored;

alter table videos add column list_search text generated always as (
  public.list_fold(title || chr(31) || coalesce(description, '') || chr(31) || public.list_join(tags))
) stored;

alter table ev_install_articles add column list_search text generated always as (
  public.list_fold(
    title || chr(31) || coalesce(meta_description, '') || chr(31) || public.search_plain(body) || chr(31) || public.list_join(tags)
  )
) stored;

create index glossary_list_search_idx on glossary using gin (list_search extensions.gin_trgm_ops);
create index articles_list_search_idx on articles using gin (list_search extensions.gin_trgm_ops);
create index videos_list_search_idx on videos using gin (list_search extensions.gin_trgm_ops);
create index ev_install_articles_list_search_idx on ev_install_articles using gin (list_search extensions.gin_trgm_ops);
