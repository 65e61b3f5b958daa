-- Code families: what a family of hybrid and EV fault codes means, in the project's own words, with the public
-- sources it draws on (supabase/seed/reference/code-families.json). Reference data: the seed writes the rows and
-- each code's family (lib/fault-codes/families.ts); the back office edits the text, and an edited row keeps the
-- operator's text through a reseed (edited_at).

create table code_families (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(btrim(name)) > 0 and length(name) <= 120),
  -- What the controller watches, as one paragraph.
  watches text not null check (length(btrim(watches)) > 0 and length(watches) <= 2000),
  causes text[] not null check (cardinality(causes) >= 1),
  checks text[] not null check (cardinality(checks) >= 1),
  cautions text[] not null check (cardinality(cautions) >= 1),
  -- When the job is the maker's service information's.
  service_information text not null check (length(btrim(service_information)) > 0 and length(service_information) <= 2000),
  -- Rows of data_sources; at least one, checked against that table by the seed and the back office.
  source_ids text[] not null check (cardinality(source_ids) >= 1),
  edited_at timestamptz,
  updated_at timestamptz not null default now()
);

-- The seed sets ev.seeding (migration 0100); any other change is the operator's, and the seed then keeps it.
create or replace function mark_code_family_edited() returns trigger
language plpgsql as $$
begin
  if ev_seeding() then
    return new;
  end if;
  new.edited_at = now();
  new.updated_at = now();
  return new;
end
$$;

create trigger code_families_edited before insert or update on code_families
  for each row execute function mark_code_family_edited();

-- The shared CSV import matches rows by this key (lib/db/admin-table.ts).
create or replace function code_family_natural_key(f_slug text) returns text
language sql immutable as $$ select lower(btrim(f_slug)) $$;

alter table code_families enable row level security;
revoke all on table code_families from anon, authenticated;
grant select on table code_families to anon, authenticated;
create policy code_families_public_read on code_families for select to anon, authenticated using (true);

-- The family whose guidance explains a code, by the rules of lib/fault-codes/families.ts (null when none applies).
alter table fault_codes add column code_family text references code_families (slug) on update cascade;
create index fault_codes_code_family_idx on fault_codes (code_family, code);

-- An array cannot carry a foreign key: every source a family cites must be a row of data_sources, whoever writes.
create or replace function check_code_family_sources() returns trigger
language plpgsql as $$
begin
  if exists (select 1 from unnest(new.source_ids) as s(id) where not exists (select 1 from data_sources d where d.id = s.id)) then
    raise exception 'code family % cites a source that is not in data_sources', new.slug using errcode = '23503';
  end if;
  return new;
end
$$;

create trigger code_families_sources before insert or update of source_ids on code_families
  for each row execute function check_code_family_sources();
