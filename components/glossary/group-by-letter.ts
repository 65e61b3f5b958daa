interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** Heading of a term: its first character upper-cased; terms starting with a digit or symbol go under '#'. */
function letterOf(term: string): string {
  const first = term.trim().charAt(0).toLocaleUpperCase('en');
  return /\p{L}/u.test(first) ? first : '#';
}

/**
 * Groups terms under their first letter in the order given: letters in the order of their first term, each letter's
 * terms as they came. The glossary arrives sorted by term (lib/db/glossary.ts, with '#' first: digits and symbols
 * sort before letters), a search's terms most relevant first, so nothing is sorted here: a collator would cost the
 * page ICU's setup, about 10 ms of its hydration (decision 0496).
 */
export function groupByLetter<T extends { term: string }>(items: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = letterOf(item.term);
    const list = groups.get(letter);
    if (list) list.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()].map(([letter, list]) => ({ letter, items: list }));
}
