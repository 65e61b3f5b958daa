import { fieldsMatch } from '@/lib/content/list-search';

/** The site's search: case-insensitive substring of the term or the explanation text. */
export function matchesQuery(item: { term: string; text: string }, query: string): boolean {
  return fieldsMatch([item.term, item.text], query);
}
