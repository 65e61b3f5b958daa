import 'server-only';
import type { WordOfDayPick } from '@/components/glossary/word-of-the-day';
import { excerpt } from '@/lib/content/sanitize-html';
import { nextUtcDay, pickWordOfDay, utcDay } from '@/lib/content/word-of-day';
import type { GlossaryEntry } from '@/lib/db/types';

const SUMMARY_LENGTH = 160;

/** Today's and tomorrow's word (UTC) from the glossary in term order, computed on the server. */
export function wordOfDayPicks(
  entries: readonly Pick<GlossaryEntry, 'id' | 'term' | 'text'>[],
  now: Date = new Date(),
): WordOfDayPick[] {
  const today = utcDay(now);
  return [today, nextUtcDay(today)].flatMap((day) => {
    const entry = pickWordOfDay(entries, day);
    return entry ? [{ day, id: entry.id, term: entry.term, summary: excerpt(entry.text, SUMMARY_LENGTH) }] : [];
  });
}
