import 'server-only';
import { db } from '@/lib/db/client';

/**
 * Back-office sessions as the server knows them. Callers pass the session id already hashed: the cookie's
 * id never reaches the database as it is.
 */
export async function recordAdminSession(id: string, email: string, expiresAt: Date): Promise<void> {
  await db()`
    insert into admin_sessions (id, email, expires_at)
    values (${id}, ${email.toLowerCase()}, ${expiresAt})`;
}

/** True for a session of this e-mail that was recorded, not revoked and not expired. */
export async function isAdminSessionLive(id: string, email: string): Promise<boolean> {
  const rows = await db()`
    select 1 from admin_sessions
    where id = ${id} and email = ${email.toLowerCase()} and revoked_at is null and expires_at > now()`;
  return rows.length > 0;
}

export async function revokeAdminSession(id: string): Promise<void> {
  await db()`update admin_sessions set revoked_at = now() where id = ${id} and revoked_at is null`;
}

/** Ends every live session of this e-mail; returns how many there were. */
export async function revokeAdminSessionsOf(email: string): Promise<number> {
  const rows = await db()`
    update admin_sessions set revoked_at = now()
    where lower(email) = lower(${email}) and revoked_at is null and expires_at > now()
    returning id`;
  return rows.length;
}
