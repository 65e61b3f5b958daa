import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { LinkableTerm } from '@/lib/content/term-linker';

/** The glossary's ids and terms by term (case-insensitive), the one query behind linking, pickers and lookups. */
async function loadGlossaryTerms(): Promise<LinkableTerm[]> {
  const rows = await db()<LinkableTerm[]>`select id, term from glossary order by lower(term), id`;
  return rows.map((row) => ({ id: row.id, term: row.term }));
}

/**
 * Cached and tagged like every public reader; the back office's term picker reads it too, since every
 * glossary change expires the tag before the next request.
 */
export const listGlossaryTerms = cachedReader(loadGlossaryTerms, ['glossary-terms'], [TAGS.glossary]);

/**
 * Glossary terms for linking inside articles and guides. Links are an extra: if the glossary cannot be
 * read, the text is shown without them rather than failing the page.
 */
export async function getLinkableTerms(): Promise<LinkableTerm[]> {
  try {
    return await listGlossaryTerms();
  } catch (error) {
    console.error('glossary terms for linking failed to load', error);
    return [];
  }
}

/**
 * Glossary ids of the given terms (case-insensitive), for the calculator FAQ links; a term that is not in
 * the glossary is simply absent from the map, so its FAQ item shows no link. Where two entries share a
 * term, the older one (lower id) is linked.
 */
export async function getGlossaryIdsByTerm(terms: readonly string[]): Promise<Record<string, number>> {
  if (terms.length === 0) return {};
  const byLower = new Map<string, number>();
  for (const { id, term } of await listGlossaryTerms()) {
    const lower = term.toLowerCase();
    if (!byLower.has(lower)) byLower.set(lower, id);
  }
  const result: Record<string, number> = {};
  for (const term of terms) {
    const id = byLower.get(term.toLowerCase());
    if (id !== undefined) result[term] = id;
  }
  return result;
}
