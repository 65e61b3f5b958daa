'use server';

import { revalidatePath } from 'next/cache';
import { clientKey } from '@/lib/client-key';
import { hitRateLimit } from '@/lib/db/rate-limits';

// Only the public pages that show a load-error screen with 'Try Again' may be refreshed this way.
const RELOADABLE = /^\/(?:glossary(?:\/[1-9][0-9]{0,15})?|categories)?$/;

/**
 * 'Try Again' after a failed load. A page that caught a database failure was cached with its error
 * screen, so a plain reload would serve the same screen: this drops that cached copy first.
 */
export async function reloadPublicPage(path: string): Promise<{ ok: boolean }> {
  if (typeof path !== 'string' || !RELOADABLE.test(path)) return { ok: false };
  try {
    const limit = await hitRateLimit('page-reload', await clientKey(), 20, 600);
    if (!limit.allowed) return { ok: false };
  } catch (error) {
    // The database is what failed; the retry is still worth making.
    console.error('reload rate limit unavailable', error);
  }
  revalidatePath(path);
  return { ok: true };
}
