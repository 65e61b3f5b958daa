-- The operator's corrections to the related content the site computes for each fault code (lib/db/fault-code-relations.ts):
-- a pinned relation is always shown, first, on the code's page and on the content's page; a hidden one never is.
-- Content rows live in four tables, so content_id has no foreign key: a row whose content was deleted joins nothing
-- and shows nowhere.
create table fault_code_relation_overrides (
  code text not null references fault_codes (code) on update cascade on delete cascade,
  content_kind text not null check (content_kind in ('glossary', 'article', 'guide', 'video')),
  content_id bigint not null,
  mode text not null check (mode in ('pinned', 'hidden')),
  updated_at timestamptz not null default now(),
  primary key (code, content_kind, content_id)
);

-- The content pages read the other way round: which codes were pinned to or hidden from this term, article or guide.
create index fault_code_relation_overrides_content_idx on fault_code_relation_overrides (content_kind, content_id);

-- An article lists the codes whose operator chose it under "Read next": found by this index, not by reading every code.
create index fault_codes_related_article_ids_idx on fault_codes using gin (related_article_ids);

alter table fault_code_relation_overrides enable row level security;
revoke all on table fault_code_relation_overrides from anon, authenticated;
grant select on table fault_code_relation_overrides to anon, authenticated;
create policy fault_code_relation_overrides_public_read on fault_code_relation_overrides for select to anon, authenticated using (true);
