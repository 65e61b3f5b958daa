import { LIST_MATCH_LIMIT, type ListMatches } from '@/lib/content/list-query';
import { similarity, strictWordSimilarity } from '@/lib/field-kit/trigram';

/**
 * The glossary's list search without the database: the field kit answers it in the browser from the folded text the
 * database keeps for each term (its `list_search` column, carried in the kit), with the rules of
 * lib/db/list-search.ts (docs/product/search.md § List searches), so that a technician offline gets the answers
 * they get online.
 */

/** A row of the list: its id and folded searched text (its name first, fields joined by the unit separator). */
export interface ListRow {
  id: string;
  search: string;
}

/** A misspelled query is read from this length on, and rows this close to it count as what it meant. */
const MIN_CLOSE_LENGTH = 4;
const CLOSE_THRESHOLD = 0.5;
const CLOSE_MATCH_LIMIT = 20;
const FIELD_SEPARATOR = '\u001f';

/** The database's list_fold: lower case, accents removed, runs of white space as one space. */
export function listFold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

const nameOf = (row: ListRow) => row.search.split(FIELD_SEPARATOR, 1)[0]!;

/** The rows containing the query, the name's own matches first, then close matches when nothing contains it. */
export function matchList(rows: readonly ListRow[], q: string): ListMatches {
  if (!q) return { ids: [], more: false };
  const folded = listFold(q);
  const rank = (name: string) => (name === folded ? 0 : name.startsWith(folded) ? 1 : name.includes(folded) ? 2 : 3);
  const containing = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.search.includes(folded))
    .map((entry) => ({ ...entry, rank: rank(nameOf(entry.row)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  if (containing.length > 0) {
    return { ids: containing.slice(0, LIST_MATCH_LIMIT).map(({ row }) => row.id), more: containing.length > LIST_MATCH_LIMIT };
  }
  if ([...q].length < MIN_CLOSE_LENGTH) return { ids: [], more: false };
  const close = rows
    .map((row, index) => ({ row, index, whole: strictWordSimilarity(folded, row.search) }))
    .filter(({ whole }) => whole >= CLOSE_THRESHOLD)
    .map((entry) => {
      const name = nameOf(entry.row);
      return { ...entry, name: strictWordSimilarity(folded, name), plain: similarity(folded, name) };
    })
    .sort((a, b) => b.name - a.name || b.plain - a.plain || b.whole - a.whole || a.index - b.index)
    .slice(0, CLOSE_MATCH_LIMIT);
  return close.length > 0 ? { ids: close.map(({ row }) => row.id), more: false, close: true } : { ids: [], more: false };
}
