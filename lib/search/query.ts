/**
 * Turning what a visitor typed into search words, and search snippets into safe HTML. Pure: no I/O, so
 * the same rules run on the server page, in the route handler and in tests.
 */

export const MAX_QUERY_LENGTH = 200;
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
