-- Supabase Storage buckets used by lib/storage. On Supabase this creates them (or corrects their visibility);
-- on a plain PostgreSQL (the embedded default) there is no storage schema and the site stores files on disk.
-- 'public' (site logo) and 'media' (images shown on the site, installer logos) are public buckets;
-- 'private' holds documents only the administrator may read (installer certification proofs).
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public)
    values ('public', 'public', true), ('media', 'media', true), ('private', 'private', false)
    on conflict (id) do update set public = excluded.public;
  end if;
end
$$;
