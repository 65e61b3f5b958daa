import 'server-only';
import { db } from '@/lib/db/client';

/**
 * Counts `weight` hits in a fixed window and says whether the client is still within its limit.
 * Stored in the database so that every server instance shares the count.
 */
export async function hitRateLimit(bucket: string, clientKey: string, limit: number, windowSeconds: number, weight = 1) {
  const [row] = await db()<{ hits: number; window_start: Date }[]>`
    insert into rate_limits (bucket, client_key, window_start, hits)
    values (${bucket}, ${clientKey}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), ${weight})
    on conflict (bucket, client_key, window_start) do update set hits = rate_limits.hits + ${weight}
    returning hits, window_start`;
  const hits = row?.hits ?? weight;
  const resetAt = new Date((row?.window_start ?? new Date()).getTime() + windowSeconds * 1000);
  return { allowed: hits <= limit, remaining: Math.max(0, limit - hits), resetAt };
}

/**
 * All clients together may store at most this many analytics events a minute. The per-client limits stop
 * one visitor; this stops many (or one with many addresses) from filling the table: about 860,000 rows a
 * day at the very most, against a few thousand on a busy real day.
 */
const ANALYTICS_EVENTS_PER_MINUTE = 600;

/** Reserves room for `events` analytics rows in this minute; false means drop them (the route answers 429). */
export async function withinAnalyticsCap(events = 1): Promise<boolean> {
  return (await hitRateLimit('analytics-all', '*', ANALYTICS_EVENTS_PER_MINUTE, 60, events)).allowed;
}

/** Rows older than this decide nothing: the longest window is an hour, the sign-in throttle remembers a day. */
const SECURITY_ROWS_KEPT_HOURS = 48;

/**
 * The daily cleanup of the tables that grow with traffic rather than content: rate-limit windows, sign-in
 * attempts and expired back-office sessions. Run by the daily cron route (Vercel) and, on a long-running server,
 * once at start and every day after (lib/server-start.ts).
 */
export async function pruneRateLimitTables(): Promise<{ rateLimits: number; loginAttempts: number; adminSessions: number }> {
  return db().begin(async (sql) => {
    // After a flood these deletes may run longer than the app's statement bound, which is meant for pages.
    await sql`set local statement_timeout = '120s'`;
    const hours = SECURITY_ROWS_KEPT_HOURS;
    const rateLimits = await sql`delete from rate_limits where window_start < now() - make_interval(hours => ${hours})`;
    const loginAttempts = await sql`delete from login_attempts where attempted_at < now() - make_interval(hours => ${hours})`;
    const adminSessions = await sql`delete from admin_sessions where expires_at < now() - make_interval(hours => ${hours})`;
    return { rateLimits: rateLimits.count, loginAttempts: loginAttempts.count, adminSessions: adminSessions.count };
  });
}
