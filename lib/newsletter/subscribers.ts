import { z } from 'zod';
import { UNSUBSCRIBE_MESSAGES } from '@/lib/newsletter/unsubscribe-messages';

export const SUBSCRIBER_MESSAGES = {
  loadFailed: 'Failed to load subscribers',
  removed: 'Subscriber removed',
  removeFailed: 'Failed to remove subscriber',
  exportFailed: 'Failed to export subscribers',
} as const;

export { UNSUBSCRIBE_MESSAGES };

export const SUBSCRIBERS_PER_PAGE = 50;

export const subscriberIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Tokens are 64 hex characters (two random UUIDs); anything else is refused before a query is made. */
export const unsubscribeTokenSchema = z.string().regex(/^[0-9a-f]{64}$/, UNSUBSCRIBE_MESSAGES.invalid);

export const unsubscribeSchema = z.object({ token: unsubscribeTokenSchema });

export function parseSubscriberQuery(query: Record<string, string | string[] | undefined>) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const search = (first(query.q) ?? '').trim().slice(0, 254);
  const page = Number(first(query.page));
  return { search, page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1 };
}

export interface Subscriber {
  id: number;
  email: string;
  source: string | null;
  createdAt: string;
}

/** 't***@example.com': enough for the owner of the address to recognise it, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
