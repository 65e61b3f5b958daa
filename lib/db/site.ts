import 'server-only';
import { unstable_cache } from 'next/cache';
import { storage } from '@/lib/storage';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';

/** Whether a logo has been uploaded, and a version for cache busting (the spec's timestamp query). */
export const getLogo = unstable_cache(
  async (): Promise<{ url: string } | undefined> => {
    try {
      const present = await storage().exists('public', 'logo.png');
      return present ? { url: `/logo.png?v=${Date.now()}` } : undefined;
    } catch (error) {
      console.error('logo check failed', error);
      return undefined;
    }
  },
  ['site-logo'],
  { tags: [TAGS.logo], revalidate: REVALIDATE_SECONDS },
);
