import 'server-only';
import { db } from '@/lib/db/client';

interface LoginAttemptRow {
  succeeded: boolean;
  attemptedAt: Date;
}

/** Attempts from one client for one e-mail within the last `hours`, newest first. */
export async function recentLoginAttempts(email: string, clientKey: string, hours: number): Promise<LoginAttemptRow[]> {
  const rows = await db()<{ succeeded: boolean; attempted_at: Date }[]>`
    select succeeded, attempted_at from login_attempts
    where lower(email) = lower(${email}) and client_key = ${clientKey}
      and attempted_at > now() - make_interval(hours => ${hours})
    order by attempted_at desc
    limit 100`;
  return rows.map((row) => ({ succeeded: row.succeeded, attemptedAt: row.attempted_at }));
}

export async function recordLoginAttempt(email: string, clientKey: string, succeeded: boolean): Promise<void> {
  await db()`insert into login_attempts (email, client_key, succeeded) values (${email.toLowerCase()}, ${clientKey}, ${succeeded})`;
}
