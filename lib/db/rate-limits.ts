import 'server-only';
import { db } from '@/lib/db/client';

/**
 * Counts a hit in a fixed window and says whether the client is still within its limit.
 * Stored in the database so that every server instance shares the count.
 */
export async function hitRateLimit(bucket: string, clientKey: string, limit: number, windowSeconds: number) {
  const sql = db();
  const [row] = await sql<{ hits: number; window_start: Date }[]>`
    insert into rate_limits (bucket, client_key, window_start)
    values (${bucket}, ${clientKey}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}))
    on conflict (bucket, client_key, window_start) do update set hits = rate_limits.hits + 1
    returning hits, window_start`;
  // Old windows are useless; clearing them here keeps the table small without a cron job.
  if (Math.random() < 0.01) await sql`delete from rate_limits where window_start < now() - interval '1 day'`;
  const hits = row?.hits ?? 1;
  const resetAt = new Date((row?.window_start ?? new Date()).getTime() + windowSeconds * 1000);
  return { allowed: hits <= limit, remaining: Math.max(0, limit - hits), resetAt };
}
