export type SearchKind = 'glossary' | 'article' | 'video' | 'guide' | 'tire' | 'vehicle' | 'fault-code';

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  /** Site path of the result. */
  href: string;
  /** Plain text with HIGHLIGHT_START / HIGHLIGHT_STOP around matched words; escape before output. */
  snippet: string;
  /** How the hit was found: every word, some words, or a title that looks like the query (typos). */
  match: 'all' | 'some' | 'similar';
  score: number;
}

export interface SearchResult {
  /** One page of hits, best first. */
  hits: SearchHit[];
  /** Every hit the query has, on all pages. */
  total: number;
  /** Glossary terms that look like the query, offered when nothing matched. */
  suggestions: string[];
}
