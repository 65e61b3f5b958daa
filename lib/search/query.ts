/**
 * Turning what a visitor typed into search words, and search snippets into safe HTML. Pure: no I/O, so
 * the same rules run on the server page, in the route handler and in tests.
 */

import type { SearchKind } from '@/lib/search/types';

const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a query, lower-cased. Keeps the characters inside technical tokens ("235/45R18", "ID.4",
 * "CCS1", "R-1234yf") and drops everything else, so no input can form tsquery syntax.
 */
export function searchWords(query: string): string[] {
  const words = query
    .slice(0, MAX_QUERY_LENGTH)
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+(?:[./-][\p{L}\p{N}]+)*/gu);
  if (!words) return [];
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))];
  return unique.slice(0, MAX_WORDS);
}

/** The query as the page shows and links it: trimmed, inner whitespace folded, at most 200 characters. */
export function normalizeQuery(query: string | string[] | undefined | null): string {
  const value = Array.isArray(query) ? (query[0] ?? '') : (query ?? '');
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Markers ts_headline puts around matches: control characters that no stored text contains. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A snippet as HTML: everything escaped, then only our own markers become <mark>. Unbalanced markers
 * (a fragment cut mid-match) are closed so the markup stays well formed.
 */
export function highlightSnippet(snippet: string): string {
  let open = false;
  let html = '';
  for (const char of snippet.replace(/\s+/g, ' ').trim()) {
    if (char === HIGHLIGHT_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (char === HIGHLIGHT_STOP) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += ESCAPES[char] ?? char;
    }
  }
  return open ? `${html}</mark>` : html;
}

/** Hits on one page of /search (docs/product/search.md § Pages). */
export const SEARCH_PAGE_SIZE = 20;
/** The furthest page an address may ask for: a bound on the offset, far past any real query's hits. */
const SEARCH_PAGE_MAX = 500;

/** The page an address asks for: a whole number from 1 to SEARCH_PAGE_MAX; anything else is the first page. */
export function searchPage(value: string | string[] | undefined | null): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = /^\d{1,4}$/.test(text ?? '') ? Number(text) : 1;
  return page >= 1 && page <= SEARCH_PAGE_MAX ? page : 1;
}

/** The `kind` parameter of /search for each kind of result, and the kind's name (docs/product/search.md § Groups). */
export const SEARCH_KINDS: ReadonlyArray<{ kind: SearchKind; param: string; plural: string }> = [
  { kind: 'glossary', param: 'glossary', plural: 'Glossary terms' },
  { kind: 'article', param: 'articles', plural: 'Articles' },
  { kind: 'guide', param: 'guides', plural: 'Charger-install guides' },
  { kind: 'video', param: 'videos', plural: 'Videos' },
  { kind: 'fault-code', param: 'codes', plural: 'Fault codes' },
  { kind: 'tire', param: 'tires', plural: 'Tires' },
  { kind: 'vehicle', param: 'vehicles', plural: 'Vehicles' },
];

/** The kind an address lists alone; anything else lists all kinds, grouped. */
export function searchKindParam(value: string | string[] | undefined | null): SearchKind | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return SEARCH_KINDS.find((entry) => entry.param === text)?.kind;
}

export const kindEntry = (kind: SearchKind) => SEARCH_KINDS.find((entry) => entry.kind === kind)!;

/** The address of one page of results for a query, of one kind or all: the first page has no `page` parameter. */
export function searchHref(query: string, page = 1, kind?: SearchKind): string {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('kind', kindEntry(kind).param);
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
