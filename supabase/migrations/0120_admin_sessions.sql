-- Server-side record of each back-office session, so that signing out (or 'Sign out everywhere') ends a
-- session for real: the signed cookie alone stayed valid until it expired. The id is the SHA-256 of the
-- session id carried in the cookie, so this table alone cannot be turned back into a cookie.
create table admin_sessions (
  id text primary key,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index admin_sessions_live_idx on admin_sessions (lower(email)) where revoked_at is null;
create index admin_sessions_expiry_idx on admin_sessions (expires_at);

alter table admin_sessions enable row level security;
revoke all on table admin_sessions from anon, authenticated;

-- The daily pruning deletes by age; without these it would scan the whole table.
create index rate_limits_window_idx on rate_limits (window_start);
create index login_attempts_age_idx on login_attempts (attempted_at);
