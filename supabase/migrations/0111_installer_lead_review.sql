-- The administrator's review of an installer application: when, why a rejection, which listing an approval
-- created or updated, and how the applicant was told ('email', 'log' without SMTP, or 'failed').
alter table ev_installer_leads
  add column reviewed_at timestamptz,
  add column rejection_reason text constraint ev_installer_leads_rejection_reason_check check (length(rejection_reason) <= 1000),
  add column installer_id bigint references ev_installers (id) on delete set null,
  add column decision_notification text
    constraint ev_installer_leads_decision_notification_check check (decision_notification in ('email', 'log', 'failed'));

create index ev_installer_leads_created_idx on ev_installer_leads (created_at desc);
create index ev_installers_lower_email_idx on ev_installers (lower(email));

-- A public insert is an application, never a reviewed one.
drop policy ev_installer_leads_public_insert on ev_installer_leads;
create policy ev_installer_leads_public_insert on ev_installer_leads for insert to anon, authenticated
  with check (status = 'pending' and reviewed_at is null and rejection_reason is null and installer_id is null
    and decision_notification is null);
