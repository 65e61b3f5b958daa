/*
 * The list search's rules without zod: the browser checks a query with these (zod would add about 25 KB
 * gzip to every list page), and the route's zod schema (list-search.ts) is built on the same functions.
 */
import { LIST_QUERY_MAX } from '@/lib/validations/list-query-limit';

export { LIST_QUERY_MAX };

/** The list pages whose search box asks the database: one kind per list. */
export const LIST_KINDS = ['glossary', 'category', 'articles', 'videos', 'guides'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

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
 * A query as it is searched: control characters become spaces (the database joins a row's fields with
 * one, and PostgreSQL refuses NUL), then the text is trimmed.
 */
export const cleanListQuery = (value: string): string => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/** The text to search, or the message explaining why it cannot be searched. */
export function checkListQuery(value: string | string[] | undefined | null): { q: string; problem?: string } {
  const raw = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  const q = cleanListQuery(raw);
  return q.length > LIST_QUERY_MAX ? { q, problem: LIST_SEARCH_MESSAGES.tooLong } : { q };
}

/** Where the browser asks for a list's matches. */
export function listSearchUrl(search: { kind: ListKind; q: string; category?: string }): string {
  const params = new URLSearchParams({ kind: search.kind, q: search.q });
  if (search.category) params.set('category', search.category);
  return `/api/list-search?${params.toString()}`;
}
