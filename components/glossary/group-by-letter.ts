interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** Heading of a term: its first character upper-cased; terms starting with a digit or symbol go under '#'. */
function letterOf(term: string): string {
  const first = term.trim().charAt(0).toLocaleUpperCase('en');
  return /\p{L}/u.test(first) ? first : '#';
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Groups terms under their first letter ('#' first, then A–Z), each group sorted by term. `ranked` keeps the
 * items' order instead (a search's, most relevant first): letters in the order of their first term.
 */
export function groupByLetter<T extends { term: string }>(items: readonly T[], ranked = false): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = letterOf(item.term);
    const list = groups.get(letter);
    if (list) list.push(item);
    else groups.set(letter, [item]);
  }
  if (ranked) return [...groups.entries()].map(([letter, list]) => ({ letter, items: list }));
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : collator.compare(a, b)))
    .map(([letter, list]) => ({ letter, items: list.sort((a, b) => collator.compare(a.term, b.term)) }));
}
