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

/** One kind's best hits on the first screen of all results, with how many hits of that kind there are. */
export interface SearchGroup {
  kind: SearchKind;
  total: number;
  hits: SearchHit[];
}

export interface GroupedSearchResult {
  /** Kinds in the order of their best hit. */
  groups: SearchGroup[];
  /** Every hit of every kind. */
  total: number;
  suggestions: string[];
}
