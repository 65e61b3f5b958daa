import 'server-only';
import { db } from '@/lib/db/client';

/** Stores a subscriber; an address already on the list is a success, not an error. */
export async function addSubscriber(email: string, source: string | null): Promise<{ created: boolean }> {
  const rows = await db()`
    insert into newsletter_subscribers (email, source) values (${email}, ${source})
    on conflict ((lower(email))) do nothing
    returning id`;
  return { created: rows.length > 0 };
}
