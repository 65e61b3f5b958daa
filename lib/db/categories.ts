import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';
import { htmlToText } from '@/lib/content/sanitize-html';
import { youtubeId, youtubeThumbnail } from '@/lib/content/youtube';
import type { Category, CategorySummary } from '@/lib/db/types';
export type { Category, CategorySummary } from '@/lib/db/types';

/** Recent terms shown on a category card (spec §9). */
export const CATEGORY_RECENT_TERMS = 3;

export interface CategoryTerm {
  id: number;
  term: string;
  /** Plain text of the explanation. */
  text: string;
}

export interface CategoryVideo {
  id: number;
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
}

/** All categories by name, each with its term count and newest terms. Reads never insert defaults. */
export async function queryCategorySummaries(): Promise<CategorySummary[]> {
  const rows = await db()<
    { id: string; name: string; description: string | null; term_count: number; recent: { id: number; term: string }[] }[]
  >`
    select c.id, c.name, c.description,
      (select count(*)::int from glossary g where g.category_id = c.id) as term_count,
      coalesce((
        select json_agg(json_build_object('id', r.id, 'term', r.term) order by r.created_at desc, r.id desc)
        from (
          select id, term, created_at from glossary g
          where g.category_id = c.id order by created_at desc, id desc limit ${CATEGORY_RECENT_TERMS}
        ) r
      ), '[]'::json) as recent
    from categories c
    order by c.name, c.id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    termCount: row.term_count,
    recentTerms: row.recent.map((term) => ({ id: Number(term.id), term: term.term })),
  }));
}

export const listCategorySummaries = unstable_cache(queryCategorySummaries, ['category-summaries'], {
  tags: [TAGS.categories, TAGS.glossary],
  revalidate: REVALIDATE_SECONDS,
});

export async function queryCategory(id: string): Promise<Category | undefined> {
  const [row] = await db()<Category[]>`select id, name, description from categories where id = ${id}`;
  return row ? { id: row.id, name: row.name, description: row.description } : undefined;
}

export const getCategory = unstable_cache(queryCategory, ['category'], {
  tags: [TAGS.categories],
  revalidate: REVALIDATE_SECONDS,
});

export async function queryCategoryIds(): Promise<string[]> {
  return (await db()<{ id: string }[]>`select id from categories order by name`).map((row) => row.id);
}

export async function queryCategoryTerms(categoryId: string): Promise<CategoryTerm[]> {
  const rows = await db()<{ id: number; term: string; explanation: string }[]>`
    select id, term, explanation from glossary where category_id = ${categoryId} order by term, id`;
  return rows.map((row) => ({ id: row.id, term: row.term, text: htmlToText(row.explanation) }));
}

export const listCategoryTerms = unstable_cache(queryCategoryTerms, ['category-terms'], {
  tags: [TAGS.glossary, TAGS.categories],
  revalidate: REVALIDATE_SECONDS,
});

/** Ready videos filed under the category (metadata.category), newest first; videos without a URL are dropped. */
export async function queryCategoryVideos(categoryId: string): Promise<CategoryVideo[]> {
  const rows = await db()<
    { id: number; title: string; description: string | null; url: string | null; thumbnail_url: string | null; metadata: { youtube_id?: string } }[]
  >`
    select id, title, description, url, thumbnail_url, metadata from videos
    where status = 'ready' and metadata ->> 'category' = ${categoryId} and url is not null
    order by created_at desc, id desc`;
  return rows.map((row) => {
    const ytId = row.metadata.youtube_id ?? youtubeId(row.url);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      url: row.url ?? '',
      thumbnailUrl: row.thumbnail_url ?? (ytId ? youtubeThumbnail(ytId, 'hqdefault') : null),
    };
  });
}

export const listCategoryVideos = unstable_cache(queryCategoryVideos, ['category-videos'], {
  tags: [TAGS.videos],
  revalidate: REVALIDATE_SECONDS,
});
