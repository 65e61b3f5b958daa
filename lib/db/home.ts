import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';
import { youtubeId, youtubeThumbnail } from '@/lib/content/youtube';
import type { HomeArticle, HomeVideo } from '@/lib/db/types';
export type { HomeArticle, HomeVideo } from '@/lib/db/types';

/** Items in each of the home page's 'Latest Articles' and 'Latest Videos' (spec §9). */
export const HOME_ITEMS = 2;

/** Published articles: pinned ones first (newest first), filled up with the newest unpinned ones. */
export async function queryHomeArticles(limit: number = HOME_ITEMS): Promise<HomeArticle[]> {
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
    limit ${limit}`;
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

/** Ready videos with a URL: pinned ones first (newest first), filled up with the newest unpinned ones. */
export async function queryHomeVideos(limit: number = HOME_ITEMS): Promise<HomeVideo[]> {
  const rows = await db()<
    {
      id: number;
      title: string;
      description: string | null;
      url: string;
      thumbnail_url: string | null;
      youtube_id: string | null;
      pinned: boolean;
    }[]
  >`
    select id, title, description, url, thumbnail_url, metadata ->> 'youtube_id' as youtube_id,
      coalesce(metadata ->> 'pinned' = 'true', false) as pinned
    from videos
    where status = 'ready' and url is not null and btrim(url) <> ''
    order by pinned desc, created_at desc, id desc
    limit ${limit}`;
  return rows.map((row) => {
    const ytId = row.youtube_id ?? youtubeId(row.url);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      url: row.url,
      thumbnailUrl: row.thumbnail_url ?? (ytId ? youtubeThumbnail(ytId, 'hqdefault') : null),
      pinned: row.pinned,
    };
  });
}

export const getHomeArticles = unstable_cache(() => queryHomeArticles(), ['home-articles'], {
  tags: [TAGS.articles],
  revalidate: REVALIDATE_SECONDS,
});

export const getHomeVideos = unstable_cache(() => queryHomeVideos(), ['home-videos'], {
  tags: [TAGS.videos],
  revalidate: REVALIDATE_SECONDS,
});
