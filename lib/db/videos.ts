import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
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
  metadata: { youtube_id?: unknown; pinned?: unknown };
  category: string | null;
  created_at: Date;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const isHttpUrl = (value: string | null | undefined): value is string => Boolean(value && /^https?:\/\//i.test(value.trim()));

/** The one reshaping of a video row. Videos without a URL have nowhere to open and are dropped, as the product description does. */
function toVideo(row: VideoRow): Video | undefined {
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
    category: row.category,
    durationSeconds: row.duration,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Ready videos, pinned first, then newest. A video's category is the one stored with it, else the category
 * of its related glossary term (the back office files videos by term), read at the time so that moving the
 * term moves its videos.
 */
async function loadReadyVideos(): Promise<Video[]> {
  const rows = await db()<VideoRow[]>`
    select v.id, v.title, v.description, v.url, v.embed_url, v.thumbnail_url, v.tags, v.duration, v.metadata,
      coalesce(v.metadata ->> 'category', g.category_id) as category, v.created_at
    from videos v
    left join glossary g on g.id::text = v.metadata -> 'glossary_term' ->> 'id'
    where v.status = 'ready'
    order by coalesce((v.metadata -> 'pinned') = 'true'::jsonb, false) desc, v.created_at desc, v.id desc`;
  return rows.map(toVideo).filter((video): video is Video => video !== undefined);
}

export const listReadyVideos = cachedReader(loadReadyVideos, ['videos-ready'], [TAGS.videos, TAGS.glossary]);

/** What a video card shows: one thumbnail, the one YouTube serves for every video (hqdefault), or the stored one. */
export function toVideoCard(video: Video): Pick<Video, 'id' | 'title' | 'description' | 'url' | 'pinned'> & { thumbnailUrl: string | null } {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    url: video.url,
    thumbnailUrl: video.thumbnails.at(-1) ?? null,
    pinned: video.pinned,
  };
}
