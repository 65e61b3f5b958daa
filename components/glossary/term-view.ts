import 'server-only';
import { buildTermIndex, type LinkableTerm } from '@/lib/content/term-linker';
import { renderGlossaryExplanation } from '@/lib/content/sanitize-html';
import type { GlossaryEntry } from '@/lib/db/types';

export interface TermView {
  id: number;
  term: string;
  html: string;
  related: { id: number; term: string }[];
}

/** The open term as the modal shows it: explanation linked to the other terms and sanitized, and its related terms. */
export function buildTermView(entry: GlossaryEntry, terms: readonly LinkableTerm[], related: TermView['related']): TermView {
  return {
    id: entry.id,
    term: entry.term,
    html: renderGlossaryExplanation(entry.explanation, { terms: buildTermIndex(terms), selfId: entry.id }),
    related,
  };
}

/** The site's sharing description: the first 200 characters of the explanation. */
export function termDescription(entry: GlossaryEntry): string {
  return entry.text.slice(0, 200).trim();
}
