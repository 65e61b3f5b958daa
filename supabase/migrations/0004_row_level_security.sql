-- Hosted mode: the browser-facing roles see only public data and may insert only the three public
-- submissions. The server uses its privileged connection for everything else.

do $$
declare
  t text;
begin
  foreach t in array array[
    'categories', 'glossary', 'images', 'articles', 'videos', 'amazon_aff_links', 'data_sources',
    'ev_models', 'ice_models', 'regional_data', 'energy_price_updates', 'vehicles', 'tires', 'fitments',
    'user_submissions', 'ev_install_articles', 'ev_installers', 'ev_installer_leads', 'sync_logs',
    'newsletter_subscribers', 'login_attempts', 'rate_limits', 'analytics_events', 'glossary_feedback',
    'tire_pressure_recommendations', 'app_meta'
  ]
  loop
    execute format('alter table %I enable row level security', t);
    execute format('revoke all on table %I from anon, authenticated', t);
  end loop;
end
$$;

-- Public reference and content tables: readable by everyone, in full.
do $$
declare
  t text;
begin
  foreach t in array array[
    'categories', 'glossary', 'images', 'amazon_aff_links', 'data_sources', 'ev_models', 'ice_models',
    'regional_data', 'energy_price_updates', 'vehicles', 'tires', 'fitments', 'ev_installers',
    'sync_logs', 'tire_pressure_recommendations'
  ]
  loop
    execute format('grant select on table %I to anon, authenticated', t);
    execute format('create policy %I on %I for select to anon, authenticated using (true)', t || '_public_read', t);
  end loop;
end
$$;

grant select on table articles, videos, ev_install_articles to anon, authenticated;
create policy articles_published_read on articles for select to anon, authenticated
  using (status = 'published');
create policy videos_ready_read on videos for select to anon, authenticated
  using (status = 'ready');
create policy ev_install_articles_published_read on ev_install_articles for select to anon, authenticated
  using (published_at is not null and published_at <= now());

-- Public submissions: insert only, never read back, and only in their initial state.
grant insert on table ev_installer_leads, newsletter_subscribers, user_submissions to anon, authenticated;
grant usage on all sequences in schema public to anon, authenticated;
create policy ev_installer_leads_public_insert on ev_installer_leads for insert to anon, authenticated
  with check (status = 'pending');
create policy newsletter_subscribers_public_insert on newsletter_subscribers for insert to anon, authenticated
  with check (true);
create policy user_submissions_public_insert on user_submissions for insert to anon, authenticated
  with check (status = 'pending' and vehicle_id is null and tire_id is null and reviewed_at is null);

grant execute on function search_tires_by_vehicle(bigint, integer) to anon, authenticated;
revoke execute on function remove_duplicate_glossary_terms() from public;
