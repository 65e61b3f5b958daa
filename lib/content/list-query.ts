/* The list search's one parser (docs/product/search.md § List searches), for the list pages, the route and the
 * browser alike. Plain code: the browser loads it with every list page, and zod (even `zod/mini`) came to 23 KB of
 * that page's script under Turbopack, which keeps zod's whole core. The route checks the rest of a request with zod
 * around this parser. */

import { formatDecimal } from '@/lib/number-format';

/** Longest search text a list accepts: longer than any title or phrase worth typing into a list's box. */
export const LIST_QUERY_MAX = 100;

/** Most matches one answer carries; a longer list says there are more, so the visitor types on. */
export const LIST_MATCH_LIMIT = 1000;

export const LIST_SEARCH_MESSAGES = {
  tooLong: `Search text can be at most ${LIST_QUERY_MAX} characters.`,
  empty: 'Type something to search for.',
  unknownList: 'Unknown list.',
  failed: 'Search failed. Please try again.',
  more: `Showing the first ${formatDecimal(LIST_MATCH_LIMIT)} matches. Type more to narrow the search.`,
  /** Nothing contains the query; the rows shown are the closest (docs/product/search.md § Close matches). */
  close: (q: string) => `No exact match for '${q}'. Close matches:`,
} as const;

export type ListKind = 'glossary' | 'articles' | 'videos' | 'guides' | 'category';

/** A list search request: which list (and which category's terms), and the query. */
export type ListSearch = { kind: Exclude<ListKind, 'category'>; q: string } | { kind: 'category'; q: string; category: string };

/**
 * The ids of the matching rows (slugs for guides), most relevant first, and whether more matched. `close`:
 * nothing contains the query, and these are the rows most like it.
 */
export interface ListMatches {
  ids: string[];
  more: boolean;
  close?: true;
}

/**
 * The text to search (as typed when it is too long), or why it cannot be searched. Control characters become spaces:
 * the database joins a row's fields with one, and PostgreSQL refuses NUL.
 */
export function parseListQuery(value: string | string[] | undefined | null): { q: string; problem?: string } {
  const raw = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  const q = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return q.length <= LIST_QUERY_MAX ? { q } : { q: raw.trim(), problem: LIST_SEARCH_MESSAGES.tooLong };
}

/** Where the browser asks for a list's matches. */
export function listSearchUrl(search: ListSearch): string {
  return `/api/list-search?${new URLSearchParams(search).toString()}`;
}
