import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import { listReadyVideos, toVideoCard } from '@/lib/db/videos';
import { htmlToText } from '@/lib/content/sanitize-html';
import type { Category, CategorySummary } from '@/lib/db/types';
export type { Category } from '@/lib/db/types';

/** Recent terms shown on a category card (spec §9). */
const CATEGORY_RECENT_TERMS = 3;

interface CategoryTerm {
  id: number;
  term: string;
  /** The start of the explanation's plain text (CATEGORY_TERM_TEXT_LENGTH characters and one more). */
  text: string;
}

/** Enough of each explanation for the card's summary: the list's search asks the database for the rest. */
const CATEGORY_TERM_TEXT_LENGTH = 240;

interface CategoryVideo {
  id: number;
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
}

/** All categories by name, each with its term count and newest terms. Reads never insert defaults. */
async function loadCategorySummaries(): Promise<CategorySummary[]> {
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

export const listCategorySummaries = cachedReader(loadCategorySummaries, ['category-summaries'], [
  TAGS.categories,
  TAGS.glossary,
]);

async function loadCategory(id: string): Promise<Category | undefined> {
  const [row] = await db()<Category[]>`select id, name, description from categories where id = ${id}`;
  return row ? { id: row.id, name: row.name, description: row.description } : undefined;
}

export const getCategory = cachedReader(loadCategory, ['category'], [TAGS.categories]);

async function loadCategoryIds(): Promise<string[]> {
  return (await db()<{ id: string }[]>`select id from categories order by name`).map((row) => row.id);
}

export const listCategoryIds = cachedReader(loadCategoryIds, ['category-ids'], [TAGS.categories]);

async function loadCategoryTerms(categoryId: string): Promise<CategoryTerm[]> {
  const rows = await db()<{ id: number; term: string; explanation: string }[]>`
    select id, term, explanation from glossary where category_id = ${categoryId} order by term, id`;
  // One character more than the card shows, so that the card knows the text goes on.
  return rows.map((row) => ({ id: row.id, term: row.term, text: htmlToText(row.explanation).slice(0, CATEGORY_TERM_TEXT_LENGTH + 1) }));
}

export const listCategoryTerms = cachedReader(loadCategoryTerms, ['category-terms'], [TAGS.glossary, TAGS.categories]);

/** Ready videos filed under the category (see listReadyVideos), newest first. */
export async function listCategoryVideos(categoryId: string): Promise<CategoryVideo[]> {
  return (await listReadyVideos())
    .filter((video) => video.category === categoryId)
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map(toVideoCard);
}
