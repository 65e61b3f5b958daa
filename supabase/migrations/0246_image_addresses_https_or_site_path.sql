-- An installer's logo and a guide's featured image are shown as images: they hold an https: address or a path on
-- the site (an upload, /storage/…), never an address that can carry script (javascript:, data:, vbscript:) or an
-- http: one a secure page would not load. Rows that hold anything else lose the image; then the rule is kept by
-- the tables themselves, whatever writes them (the seed, a lead's approval, a direct SQL edit).
update ev_installers set logo_url = null where logo_url !~ '^(https://[^\s/]+|/[^/\s])\S*$';
update ev_installer_leads set logo_url = null where logo_url !~ '^(https://[^\s/]+|/[^/\s])\S*$';
update ev_install_articles set featured_image = null
  where featured_image is not null and coalesce(featured_image ->> 'url', '') !~ '^(https://[^\s/]+|/[^/\s])\S*$';

alter table ev_installers add constraint ev_installers_logo_url_https_or_site_path
  check (logo_url ~ '^(https://[^\s/]+|/[^/\s])\S*$');
alter table ev_installer_leads add constraint ev_installer_leads_logo_url_https_or_site_path
  check (logo_url ~ '^(https://[^\s/]+|/[^/\s])\S*$');
alter table ev_install_articles add constraint ev_install_articles_featured_image_https_or_site_path
  check (featured_image is null or coalesce(featured_image ->> 'url', '') ~ '^(https://[^\s/]+|/[^/\s])\S*$');
