import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import { htmlToText } from '@/lib/content/sanitize-html';
import type { GlossaryEntry } from '@/lib/db/types';
export type { GlossaryEntry } from '@/lib/db/types';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The glossary's order: by term, case-insensitive, then by id. */
function compareTerms(a: { term: string; id: number }, b: { term: string; id: number }): number {
  return collator.compare(a.term, b.term) || a.id - b.id;
}

interface GlossaryRow {
  id: number;
  term: string;
  explanation: string;
  category_id: string | null;
  created_at: Date;
}

const toEntry = (row: GlossaryRow): GlossaryEntry => ({
  id: row.id,
  term: row.term,
  explanation: row.explanation,
  text: htmlToText(row.explanation),
  categoryId: row.category_id,
  createdAt: row.created_at.toISOString(),
});

/** Every entry, ordered by term. */
async function loadGlossary(): Promise<GlossaryEntry[]> {
  const rows = await db()<GlossaryRow[]>`
    select id, term, explanation, category_id, created_at from glossary order by term, id`;
  return rows.map(toEntry).sort(compareTerms);
}

export const listGlossary = cachedReader(loadGlossary, ['glossary-all'], [TAGS.glossary]);

/**
 * What the /glossary list and its word of the day show of an entry: `text` is only the start of the
 * explanation's plain text, long enough for every excerpt taken from it (up to LIST_TEXT_LENGTH). With a
 * 5,000-term glossary this stays well under Next's 2 MB limit for one data-cache entry, where every full
 * entry would not.
 */
export type GlossaryListEntry = Pick<GlossaryEntry, 'id' | 'term' | 'text'>;

export const LIST_TEXT_LENGTH = 200;

async function loadGlossaryList(): Promise<GlossaryListEntry[]> {
  // One character more than any excerpt takes, so an excerpt still knows the text goes on.
  return (await loadGlossary()).map(({ id, term, text }) => ({ id, term, text: text.slice(0, LIST_TEXT_LENGTH + 1) }));
}

export const listGlossaryForList = cachedReader(loadGlossaryList, ['glossary-list'], [TAGS.glossary]);

/** The entry with this id, or undefined. Read from the cached list, which the term page needs anyway. */
export async function getGlossaryEntry(id: number): Promise<GlossaryEntry | undefined> {
  return (await listGlossary()).find((entry) => entry.id === id);
}

/** Ids to prerender at build time: the most viewed entries (the rest render on their first request). */
async function loadPopularGlossaryIds(limit: number): Promise<number[]> {
  const rows = await db()<{ id: number }[]>`select id from glossary order by views desc, term limit ${limit}`;
  return rows.map((row) => row.id);
}

export const listPopularGlossaryIds = cachedReader(loadPopularGlossaryIds, ['glossary-popular-ids'], [TAGS.glossary]);

/** Adds one view; false when no such entry exists. Views are not shown publicly, so no cache is touched. */
export async function recordGlossaryView(id: number): Promise<boolean> {
  const rows = await db()`update glossary set views = views + 1 where id = ${id} returning id`;
  return rows.length > 0;
}

/** Stores a 'Was this helpful?' answer and keeps the per-entry tallies in step. */
export async function recordHelpfulVote(id: number, helpful: boolean): Promise<boolean> {
  return db().begin(async (sql) => {
    const updated = helpful
      ? await sql`update glossary set helpful_yes = helpful_yes + 1 where id = ${id} returning id`
      : await sql`update glossary set helpful_no = helpful_no + 1 where id = ${id} returning id`;
    if (updated.length === 0) return false;
    await sql`insert into glossary_feedback (glossary_id, helpful) values (${id}, ${helpful})`;
    return true;
  });
}
