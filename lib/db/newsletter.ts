import 'server-only';
import { db } from '@/lib/db/client';
import type { Subscriber } from '@/lib/newsletter/subscribers';

/**
 * Stores a subscriber; an address already on the list is a success, not an error (and keeps its original
 * row and unsubscribe token). The database gives every new row its unsubscribe token.
 */
export async function addSubscriber(email: string, source: string | null): Promise<{ created: boolean }> {
  const rows = await db()`
    insert into newsletter_subscribers (email, source) values (${email}, ${source})
    on conflict ((lower(email))) do nothing
    returning id`;
  return { created: rows.length > 0 };
}

interface SubscriberRow {
  id: number;
  email: string;
  source: string | null;
  created_at: Date;
}

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: Number(row.id),
  email: row.email,
  source: row.source,
  createdAt: row.created_at.toISOString(),
});

/** LIKE's wildcards typed in a search box are literal characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of subscribers, newest first, optionally only addresses containing `search`; with the counts. */
export async function listSubscribers(options: { search: string; page: number; perPage: number }) {
  const sql = db();
  const filter = options.search ? sql`where email ilike ${likePattern(options.search)}` : sql``;
  const [rows, [counts]] = await Promise.all([
    sql<SubscriberRow[]>`
      select id, email, source, created_at from newsletter_subscribers ${filter}
      order by created_at desc, id desc
      limit ${options.perPage} offset ${(options.page - 1) * options.perPage}`,
    sql<{ total: number; matching: number }[]>`
      select count(*)::int as total,
        count(*) filter (where ${options.search ? sql`email ilike ${likePattern(options.search)}` : sql`true`})::int as matching
      from newsletter_subscribers`,
  ]);
  return {
    subscribers: rows.map(toSubscriber),
    total: counts?.total ?? 0,
    matching: counts?.matching ?? 0,
  };
}

export async function countSubscribers(): Promise<number> {
  const [row] = await db()<{ n: number }[]>`select count(*)::int as n from newsletter_subscribers`;
  return row?.n ?? 0;
}

export async function removeSubscriber(id: number): Promise<boolean> {
  const result = await db()`delete from newsletter_subscribers where id = ${id}`;
  return result.count > 0;
}

/** Every subscriber with the token of their unsubscribe link, newest first, for the CSV export. */
export async function exportSubscribers(): Promise<(Subscriber & { unsubscribeToken: string })[]> {
  const rows = await db()<(SubscriberRow & { unsubscribe_token: string })[]>`
    select id, email, source, created_at, unsubscribe_token from newsletter_subscribers
    order by created_at desc, id desc`;
  return rows.map((row) => ({ ...toSubscriber(row), unsubscribeToken: row.unsubscribe_token }));
}

/** The address an unsubscribe token belongs to, if the subscription still exists. */
export async function findSubscriberByToken(token: string): Promise<{ email: string } | undefined> {
  const [row] = await db()<{ email: string }[]>`
    select email from newsletter_subscribers where unsubscribe_token = ${token}`;
  return row;
}

/** Removes the subscription the token belongs to; false when there is none (already removed or never valid). */
export async function unsubscribeByToken(token: string): Promise<boolean> {
  const result = await db()`delete from newsletter_subscribers where unsubscribe_token = ${token}`;
  return result.count > 0;
}
