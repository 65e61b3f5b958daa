/**
 * PostgreSQL's pg_trgm, in the browser: the same trigrams, `similarity` and `strict_word_similarity`, so that the
 * field kit's glossary search gives the close matches the database gives online (lib/db/list-search.ts). The
 * algorithm follows pg_trgm's trgm_op.c (generate_trgm, cnt_sml, calc_word_similarity, iterate_word_similarity);
 * results are single-precision floats, as pg_trgm's are, so ties and the threshold fall the same way.
 */

/** pg_trgm pads each word with two blanks in front and one behind. */
const LEFT_PAD = '  ';
const RIGHT_PAD = ' ';
/** A word is a run of letters and digits (pg_trgm's ISWORDCHR); everything else separates words. */
const WORDS = /[\p{L}\p{N}]+/gu;

const BOUND_LEFT = 1;
const BOUND_RIGHT = 2;

/** Every trigram of the text in order, with pg_trgm's word-bound marks (first and last trigram of each word). */
function positionalTrigrams(text: string): { trigrams: string[]; bounds: number[] } {
  const trigrams: string[] = [];
  const bounds: number[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORDS)) {
    const chars = [...`${LEFT_PAD}${word}${RIGHT_PAD}`];
    const first = trigrams.length;
    for (let index = 0; index + 3 <= chars.length; index += 1) {
      trigrams.push(chars.slice(index, index + 3).join(''));
      bounds.push(0);
    }
    bounds[first]! |= BOUND_LEFT;
    bounds[trigrams.length - 1]! |= BOUND_RIGHT;
  }
  return { trigrams, bounds };
}

const trigramSet = (text: string) => new Set(positionalTrigrams(text).trigrams);

/** pg_trgm's CALCSML, in single precision. */
const ratio = (count: number, length1: number, length2: number) => Math.fround(count / (length1 + length2 - count));

/** `similarity(a, b)`: shared trigrams over all distinct trigrams of both. */
export function similarity(a: string, b: string): number {
  const first = trigramSet(a);
  const second = trigramSet(b);
  if (first.size === 0 || second.size === 0) return 0;
  let common = 0;
  for (const trigram of first) if (second.has(trigram)) common += 1;
  return ratio(common, first.size, second.size);
}

/**
 * `strict_word_similarity(query, text)`: the greatest similarity between the query's trigrams and a stretch of the
 * text's trigrams that starts and ends on word bounds (pg_trgm's iterate_word_similarity with its strict flag).
 */
export function strictWordSimilarity(query: string, text: string): number {
  const found = trigramSet(query);
  const queryCount = found.size;
  const { trigrams, bounds } = positionalTrigrams(text);
  // The position each trigram of the text was last seen at, within the current stretch.
  const lastPosition = new Map<string, number>();
  let lower = 0;
  let distinct = 0;
  let count = 0;
  let best = 0;
  for (let index = 0; index < trigrams.length; index += 1) {
    const trigram = trigrams[index]!;
    if (!lastPosition.has(trigram)) {
      distinct += 1;
      if (found.has(trigram)) count += 1;
    }
    lastPosition.set(trigram, index);
    if (!(bounds[index]! & BOUND_RIGHT)) continue;
    let current = ratio(count, queryCount, distinct);
    let stretchCount = count;
    let stretchDistinct = distinct;
    const previousLower = lower;
    for (let start = lower; start <= index; start += 1) {
      if (bounds[start]! & BOUND_LEFT) {
        const candidate = ratio(stretchCount, queryCount, stretchDistinct);
        if (candidate > current) {
          current = candidate;
          distinct = stretchDistinct;
          lower = start;
          count = stretchCount;
        }
      }
      const leaving = trigrams[start]!;
      if (lastPosition.get(leaving) === start) {
        stretchDistinct -= 1;
        if (found.has(leaving)) stretchCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start += 1) {
      const leaving = trigrams[start]!;
      if (lastPosition.get(leaving) === start) lastPosition.delete(leaving);
    }
  }
  return best;
}
