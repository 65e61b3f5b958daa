import 'server-only';
import { createHash } from 'node:crypto';

/**
 * The visitor key: a hash of the client's address and browser with a salt that exists for one day and is
 * then deleted. Within a day it tells visitors apart; afterwards nobody, including us, can link it to an
 * address, a browser or another day's key. Neither input is stored.
 */
export function visitorKey(salt: string, address: string, userAgent: string, host: string): string {
  return createHash('sha256').update(`${salt}\n${host}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** The UTC day a salt belongs to, as YYYY-MM-DD. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
