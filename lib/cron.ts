import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * Whether a request carries the cron secret as Vercel Cron sends it (Authorization: Bearer CRON_SECRET).
 * Without a configured secret nobody passes.
 */
export function isCronRequest(request: Request, secret: string | undefined = env().CRON_SECRET): boolean {
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
