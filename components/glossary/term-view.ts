import 'server-only';
import { buildTermIndex } from '@/lib/content/term-linker';
import { relatedTerms, wordProfile, type ScorableTerm } from '@/lib/content/related-terms';
import { renderGlossaryExplanation } from '@/lib/content/sanitize-html';
import type { GlossaryEntry } from '@/lib/db/types';

export interface TermView {
  id: number;
  term: string;
  html: string;
  related: { id: number; term: string }[];
}

/** The open term as the modal shows it: linked, sanitized explanation and its related terms. */
export function buildTermView(entry: GlossaryEntry, entries: readonly ScorableTerm[]): TermView {
  const index = buildTermIndex(entries);
  const profiles = entries.map(wordProfile);
  const self = wordProfile(entry);
  return {
    id: entry.id,
    term: entry.term,
    html: renderGlossaryExplanation(entry.explanation, { terms: index, selfId: entry.id }),
    related: relatedTerms(self, profiles).map(({ id, term }) => ({ id, term })),
  };
}

/** The spec's sharing description: the first 200 characters of the explanation. */
export function termDescription(entry: GlossaryEntry): string {
  return entry.text.slice(0, 200).trim();
}
