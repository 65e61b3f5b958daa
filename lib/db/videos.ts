import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { withRetry } from '@/lib/errors';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';
import { youtubeEmbedUrl, youtubeId, youtubeThumbnail } from '@/lib/content/youtube';
import type { Video } from '@/lib/db/types';
export type { Video } from '@/lib/db/types';

interface VideoRow {
  id: number;
  title: string;
  description: string | null;
  url: string | null;
  embed_url: string | null;
  thumbnail_url: string | null;
  tags: string[];
  duration: number | null;
  metadata: { youtube_id?: unknown; pinned?: unknown; category?: unknown };
  created_at: Date;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const isHttpUrl = (value: string | null | undefined): value is string => Boolean(value && /^https?:\/\//i.test(value.trim()));

/** Videos without a URL have nowhere to open and are dropped, as the spec does. */
export function toVideo(row: VideoRow): Video | undefined {
  if (!isHttpUrl(row.url)) return undefined;
  const fromMetadata = typeof row.metadata.youtube_id === 'string' && VIDEO_ID.test(row.metadata.youtube_id) ? row.metadata.youtube_id : undefined;
  const id = fromMetadata ?? youtubeId(row.url) ?? null;
  const thumbnails = id
    ? [youtubeThumbnail(id, 'maxresdefault'), youtubeThumbnail(id, 'hqdefault')]
    : isHttpUrl(row.thumbnail_url)
      ? [row.thumbnail_url.trim()]
      : [];
  return {
    id: row.id,
    title: row.title,
    description: row.description?.trim() || null,
    url: row.url.trim(),
    youtubeId: id,
    embedUrl: id ? youtubeEmbedUrl(id) : isHttpUrl(row.embed_url) ? row.embed_url.trim() : null,
    thumbnails,
    tags: row.tags,
    pinned: row.metadata.pinned === true,
    category: typeof row.metadata.category === 'string' ? row.metadata.category : null,
    durationSeconds: row.duration,
    createdAt: row.created_at.toISOString(),
  };
}

/** Ready videos, pinned first, then newest. */
export async function loadReadyVideos(): Promise<Video[]> {
  const rows = await db()<VideoRow[]>`
    select id, title, description, url, embed_url, thumbnail_url, tags, duration, metadata, created_at
    from videos
    where status = 'ready'
    order by coalesce((metadata -> 'pinned') = 'true'::jsonb, false) desc, created_at desc, id desc`;
  return rows.map(toVideo).filter((video): video is Video => video !== undefined);
}

const cachedVideos = unstable_cache(() => withRetry(loadReadyVideos), ['videos-ready'], {
  tags: [TAGS.videos],
  revalidate: REVALIDATE_SECONDS,
});

export const listReadyVideos = (): Promise<Video[]> => cachedVideos();

/** The spec's search: case-insensitive substring of the title, the description or any tag. */
export function filterVideos(videos: Video[], query: string): Video[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return videos;
  return videos.filter(
    (video) =>
      video.title.toLowerCase().includes(needle) ||
      (video.description ?? '').toLowerCase().includes(needle) ||
      video.tags.some((tag) => tag.toLowerCase().includes(needle)),
  );
}

/** Videos of one category (metadata.category), newest first, as the spec reads them for a category page. */
export function videosInCategory(videos: Video[], categoryId: string): Video[] {
  return videos.filter((video) => video.category === categoryId).toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const listVideosByCategory = async (categoryId: string): Promise<Video[]> => videosInCategory(await listReadyVideos(), categoryId);
