import 'server-only';
import { db } from '@/lib/db/client';
import type { AdminVideo } from '@/lib/db/types';

interface VideoRow {
  id: string | number;
  title: string;
  description: string | null;
  url: string | null;
  embed_url: string | null;
  thumbnail_url: string | null;
  status: string;
  tags: string[];
  duration: number | null;
  created_at: Date;
  metadata: Record<string, unknown>;
}

function toVideo(row: VideoRow): AdminVideo {
  const term = row.metadata.glossary_term as { id?: unknown; term?: unknown } | null | undefined;
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    url: row.url,
    embedUrl: row.embed_url,
    thumbnailUrl: row.thumbnail_url,
    status: row.status,
    tags: row.tags,
    duration: row.duration,
    createdAt: row.created_at.toISOString(),
    pinned: row.metadata.pinned === true,
    youtubeId: typeof row.metadata.youtube_id === 'string' ? row.metadata.youtube_id : null,
    glossaryTerm: term && typeof term.term === 'string' ? { id: Number(term.id), term: term.term } : null,
  };
}

/** Every video, newest first, whatever its status (the public reader shows only ready ones). */
export async function listAdminVideos(): Promise<AdminVideo[]> {
  const rows = await db()<VideoRow[]>`
    select id, title, description, url, embed_url, thumbnail_url, status, tags, duration, created_at, metadata
    from videos order by created_at desc, id desc`;
  return rows.map(toVideo);
}

interface NewVideo {
  title: string;
  description: string | null;
  url: string;
  embedUrl: string;
  thumbnailUrl: string;
  tags: string[];
  youtubeId: string;
  glossaryTermId: number | null;
  pinned: boolean;
}

/** Inserts a YouTube video as 'ready'; the related term is stored as {id, term} read from the glossary in the same statement. */
export async function insertVideo(video: NewVideo): Promise<AdminVideo> {
  const sql = db();
  const metadata = {
    youtube_id: video.youtubeId,
    platform: 'youtube',
    uploaded_at: new Date().toISOString(),
    pinned: video.pinned,
  };
  const [row] = await sql<VideoRow[]>`
    insert into videos (title, description, url, embed_url, thumbnail_url, status, tags, metadata)
    values (${video.title}, ${video.description}, ${video.url}, ${video.embedUrl}, ${video.thumbnailUrl}, 'ready',
            ${video.tags}, ${sql.json(metadata)}::jsonb || jsonb_build_object('glossary_term',
              (select jsonb_build_object('id', id, 'term', term) from glossary where id = ${video.glossaryTermId})))
    returning id, title, description, url, embed_url, thumbnail_url, status, tags, duration, created_at, metadata`;
  return toVideo(row!);
}

/** Returns false when no such video exists. */
export async function setVideoPinned(id: number, pinned: boolean): Promise<boolean> {
  const rows = await db()`
    update videos set metadata = jsonb_set(metadata, '{pinned}', to_jsonb(${pinned}::boolean)) where id = ${id} returning id`;
  return rows.length > 0;
}

export async function deleteVideo(id: number): Promise<boolean> {
  const rows = await db()`delete from videos where id = ${id} returning id`;
  return rows.length > 0;
}

