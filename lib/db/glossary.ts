import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { listGlossaryTerms } from '@/lib/db/glossary-terms';
import { TAGS } from '@/lib/db/tags';
import { relatedTerms, wordProfile } from '@/lib/content/related-terms';
import { htmlToText } from '@/lib/content/sanitize-html';
import type { GlossaryEntry } from '@/lib/db/types';

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

/*
 * No reader returns every explanation at once, which at a few thousand terms would be over the data
 * cache's 2 MB limit for one entry: the list carries the start of each text, one entry is read by id, its
 * related terms are worked out on the server and cached as five names, and the list's search asks the
 * database (lib/db/list-search.ts).
 */

/**
 * What the /glossary list, its word of the day and the home page show of an entry: `text` is only the start
 * of the explanation's plain text, long enough for every excerpt taken from it (up to LIST_TEXT_LENGTH).
 */
type GlossaryListEntry = Pick<GlossaryEntry, 'id' | 'term' | 'text'>;

const LIST_TEXT_LENGTH = 200;

async function loadGlossaryList(): Promise<GlossaryListEntry[]> {
  const rows = await db()<Pick<GlossaryRow, 'id' | 'term' | 'explanation'>[]>`select id, term, explanation from glossary`;
  return rows
    // One character more than any excerpt takes, so an excerpt still knows the text goes on.
    .map((row) => ({ id: row.id, term: row.term, text: htmlToText(row.explanation).slice(0, LIST_TEXT_LENGTH + 1) }))
    .sort(compareTerms);
}

/** Every entry in the glossary's order, with the start of its text. */
export const listGlossaryForList = cachedReader(loadGlossaryList, ['glossary-list'], [TAGS.glossary]);

async function loadGlossaryEntry(id: number): Promise<GlossaryEntry | null> {
  const [row] = await db()<GlossaryRow[]>`
    select id, term, explanation, category_id, created_at from glossary where id = ${id}`;
  return row ? toEntry(row) : null;
}

const readGlossaryEntry = cachedReader(loadGlossaryEntry, ['glossary-entry'], [TAGS.glossary]);

/**
 * The entry with this id, or undefined. An id the glossary does not have is answered from the cached list
 * of terms, so made-up addresses add no entries to the data cache.
 */
export async function getGlossaryEntry(id: number): Promise<GlossaryEntry | undefined> {
  if (!(await listGlossaryTerms()).some((term) => term.id === id)) return undefined;
  return (await readGlossaryEntry(id)) ?? undefined;
}

/**
 * The site's related terms of one entry (shared words, top five), scored against every explanation's whole
 * text. The texts are read for the computation only; what is cached is the short answer.
 */
async function loadRelatedTerms(id: number): Promise<{ id: number; term: string }[]> {
  const rows = await db()<Pick<GlossaryRow, 'id' | 'term' | 'explanation'>[]>`select id, term, explanation from glossary`;
  const profiles = rows.map((row) => wordProfile({ id: row.id, term: row.term, text: htmlToText(row.explanation) }));
  const self = profiles.find((profile) => profile.id === id);
  return self ? relatedTerms(self, profiles).map((related) => ({ id: related.id, term: related.term })) : [];
}

export const listRelatedTerms = cachedReader(loadRelatedTerms, ['glossary-related'], [TAGS.glossary]);

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
