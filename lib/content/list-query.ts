/* The list search's one parser (docs/product/search.md § List searches), for the list pages, the route and the
 * browser alike: `zod/mini`, the smaller of zod's two builds, since the browser loads it with every list page. */
import * as z from 'zod/mini';

/** Longest search text a list accepts: longer than any title or phrase worth typing into a list's box. */
export const LIST_QUERY_MAX = 100;

/** Most matches one answer carries; a longer list says there are more, so the visitor types on. */
export const LIST_MATCH_LIMIT = 1000;

export const LIST_SEARCH_MESSAGES = {
  tooLong: `Search text can be at most ${LIST_QUERY_MAX} characters.`,
  empty: 'Type something to search for.',
  unknownList: 'Unknown list.',
  failed: 'Search failed. Please try again.',
  more: `Showing the first ${LIST_MATCH_LIMIT.toLocaleString('en-US')} matches. Type more to narrow the search.`,
  /** Nothing contains the query; the rows shown are the closest (docs/product/search.md § Close matches). */
  close: (q: string) => `No exact match for '${q}'. Close matches:`,
} as const;

/** Control characters become spaces (the database joins a row's fields with one; PostgreSQL refuses NUL). */
const listQuery = z.string().check(
  z.overwrite((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()),
  z.maxLength(LIST_QUERY_MAX, LIST_SEARCH_MESSAGES.tooLong),
);

/** A list search request: which list (and which category's terms), and the query. */
export const listSearchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), q: listQuery, category: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)) }),
  z.object({ kind: z.enum(['glossary', 'articles', 'videos', 'guides']), q: listQuery }),
]);

export type ListSearch = z.infer<typeof listSearchSchema>;
export type ListKind = ListSearch['kind'];

/**
 * The ids of the matching rows (slugs for guides), most relevant first, and whether more matched. `close`:
 * nothing contains the query, and these are the rows most like it.
 */
export interface ListMatches {
  ids: string[];
  more: boolean;
  close?: true;
}

/** The text to search (as typed when it is too long), or why it cannot be searched. */
export function parseListQuery(value: string | string[] | undefined | null): { q: string; problem?: string } {
  const raw = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  const parsed = listQuery.safeParse(raw);
  return parsed.success ? { q: parsed.data } : { q: raw.trim(), problem: LIST_SEARCH_MESSAGES.tooLong };
}

/** Where the browser asks for a list's matches. */
export function listSearchUrl(search: ListSearch): string {
  const params = new URLSearchParams(search);
  return `/api/list-search?${params.toString()}`;
}
