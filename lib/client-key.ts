import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';

/**
 * A stable, non-reversible key for the client making this request (for rate limits and lockouts).
 * Behind Vercel's proxy the first x-forwarded-for address is the client's.
 */
export async function clientKey(): Promise<string> {
  let list: Headers;
  try {
    list = await headers();
  } catch {
    // Outside a request (a script or a test calling the action directly) there is no client to tell apart.
    return 'no-request';
  }
  const forwarded = list.get('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || list.get('x-real-ip') || 'local';
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}
