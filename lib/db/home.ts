import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import { listReadyVideos, toVideoCard } from '@/lib/db/videos';
import type { HomeArticle, HomeVideo } from '@/lib/db/types';

/** Items in each of the home page's 'Latest Articles' and 'Latest Videos' (spec §9). */
const HOME_ITEMS = 2;

/** Published articles: pinned ones first (newest first), filled up with the newest unpinned ones. */
async function loadHomeArticles(): Promise<HomeArticle[]> {
  const rows = await db()<
    {
      id: number;
      title: string;
      excerpt: string | null;
      author: string | null;
      published_at: Date;
      reading_time: number | null;
      pinned: boolean;
      image_url: string | null;
      image_alt: string | null;
    }[]
  >`
    select a.id, a.title, a.excerpt, a.author, a.published_at,
      case when a.metadata ->> 'reading_time' ~ '^[0-9]+$' then (a.metadata ->> 'reading_time')::int end as reading_time,
      coalesce(a.metadata ->> 'pinned' = 'true', false) as pinned,
      i.url as image_url, i.alt_text as image_alt
    from articles a left join images i on i.id = a.featured_image_id
    where a.status = 'published'
    order by pinned desc, a.published_at desc, a.id desc
    limit ${HOME_ITEMS}`;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedAt: row.published_at.toISOString(),
    readingTime: row.reading_time,
    pinned: row.pinned,
    image: row.image_url ? { url: row.image_url, alt: row.image_alt } : null,
  }));
}

export const getHomeArticles = cachedReader(loadHomeArticles, ['home-articles'], [TAGS.articles]);

/**
 * Ready videos: pinned ones first (newest first), filled up with the newest unpinned ones. Taken from the
 * video list, which is short rows without bodies, so the home page and the list share one query.
 */
export async function getHomeVideos(): Promise<HomeVideo[]> {
  return (await listReadyVideos()).slice(0, HOME_ITEMS).map(toVideoCard);
}
