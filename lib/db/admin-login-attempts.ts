import 'server-only';
import { db } from '@/lib/db/client';
import { LOCKOUT_MINUTES, type LoginAttempt } from '@/lib/auth/lockout';

/** Attempts from one client for one e-mail within the lockout window, newest first. */
export async function recentLoginAttempts(email: string, clientKey: string): Promise<LoginAttempt[]> {
  const rows = await db()<{ succeeded: boolean; attempted_at: Date }[]>`
    select succeeded, attempted_at from login_attempts
    where lower(email) = lower(${email}) and client_key = ${clientKey}
      and attempted_at > now() - make_interval(mins => ${LOCKOUT_MINUTES})
    order by attempted_at desc
    limit 50`;
  return rows.map((row) => ({ succeeded: row.succeeded, attemptedAt: row.attempted_at }));
}

export async function recordLoginAttempt(email: string, clientKey: string, succeeded: boolean): Promise<void> {
  const sql = db();
  await sql`insert into login_attempts (email, client_key, succeeded) values (${email.toLowerCase()}, ${clientKey}, ${succeeded})`;
  // Rows older than a day decide nothing; pruning here keeps the table small without a cron job.
  if (Math.random() < 0.05) await sql`delete from login_attempts where attempted_at < now() - interval '1 day'`;
}
