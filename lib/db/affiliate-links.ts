import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';
import { withAffiliateTag } from '@/lib/affiliate';
import { env } from '@/lib/env';

export interface AffiliateLink {
  id: number;
  title: string;
  description: string;
  href: string;
  imageUrl: string;
}

const readLinks = unstable_cache(
  async () =>
    db()<{ id: number; title: string; description: string; aff_link: string; img_url: string }[]>`
      select id, title, description, aff_link, img_url from amazon_aff_links order by created_at desc, id desc`,
  ['affiliate-links'],
  { tags: [TAGS.affiliateLinks], revalidate: REVALIDATE_SECONDS },
);

/** Product recommendations; a failure gives an empty list (the rotator then renders nothing). */
export async function getAffiliateLinks(): Promise<AffiliateLink[]> {
  try {
    const rows = await readLinks();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      href: withAffiliateTag(row.aff_link, env().AFFILIATE_TAG),
      imageUrl: row.img_url,
    }));
  } catch (error) {
    console.error('affiliate links failed to load', error);
    return [];
  }
}
