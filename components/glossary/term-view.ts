import 'server-only';
import { buildTermIndex, type TermIndex } from '@/lib/content/term-linker';
import { relatedTerms, wordProfile, type WordProfile } from '@/lib/content/related-terms';
import { renderGlossaryExplanation } from '@/lib/content/sanitize-html';
import type { GlossaryEntry } from '@/lib/db/glossary';

interface Prepared {
  index: TermIndex;
  profiles: WordProfile[];
}

// The term index and word profiles depend only on the list, which is cached: build them once per list.
const prepared = new WeakMap<readonly GlossaryEntry[], Prepared>();

function prepare(entries: readonly GlossaryEntry[]): Prepared {
  let value = prepared.get(entries);
  if (!value) {
    value = { index: buildTermIndex(entries), profiles: entries.map(wordProfile) };
    prepared.set(entries, value);
  }
  return value;
}

export interface TermView {
  id: number;
  term: string;
  html: string;
  related: { id: number; term: string }[];
}

/** The open term as the modal shows it: linked, sanitized explanation and its related terms. */
export function buildTermView(entry: GlossaryEntry, entries: readonly GlossaryEntry[]): TermView {
  const { index, profiles } = prepare(entries);
  const self = profiles.find((profile) => profile.id === entry.id) ?? wordProfile(entry);
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
