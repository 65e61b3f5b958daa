/** The site's related-terms score: shared words longer than 3 letters, cosine-like, above 0.1, top 5. */
const RELATED_TERMS_LIMIT = 5;
const RELATED_TERMS_THRESHOLD = 0.1;

interface ScorableTerm {
  id: number;
  term: string;
  /** Plain text of the explanation. */
  text: string;
}

interface RelatedTerm {
  id: number;
  term: string;
  score: number;
}

// Exported for its unit test: the rule is the contract.
/** The distinct lower-cased words of more than 3 letters (letters and digits, any script). */
export function significantWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length > 3) words.add(word);
  }
  return words;
}

interface WordProfile {
  id: number;
  term: string;
  words: Set<string>;
}

export function wordProfile(entry: ScorableTerm): WordProfile {
  return { id: entry.id, term: entry.term, words: significantWords(`${entry.term} ${entry.text}`) };
}

// Exported for its unit test: the rule is the contract.
/** Shared words over the geometric mean of both word counts: 1 for identical sets, 0 for none shared. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / Math.sqrt(a.size * b.size);
}

/**
 * Terms most like `target`, best first (ties by term), scoring strictly above the threshold.
 * Profiles can be built once per list and reused for every entry.
 */
export function relatedTerms(
  target: WordProfile,
  candidates: readonly WordProfile[],
  limit: number = RELATED_TERMS_LIMIT,
  threshold: number = RELATED_TERMS_THRESHOLD,
): RelatedTerm[] {
  const scored: RelatedTerm[] = [];
  for (const candidate of candidates) {
    if (candidate.id === target.id) continue;
    const score = similarity(target.words, candidate.words);
    if (score > threshold) scored.push({ id: candidate.id, term: candidate.term, score });
  }
  scored.sort((a, b) => b.score - a.score || a.term.localeCompare(b.term, 'en'));
  return scored.slice(0, limit);
}
