/**
 * Word of the day: the site's day-string hash modulo the number of entries. The day is the UTC calendar
 * date, so every visitor, wherever they are, sees the same term on the same day.
 */

/** The UTC calendar day of an instant as YYYY-MM-DD. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day after `day` (YYYY-MM-DD). */
export function nextUtcDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return utcDay(next);
}

// Exported for its unit test: the rule is the contract.
/** A 32-bit string hash (h = h * 31 + code), made non-negative. */
export function dayHash(day: string): number {
  let hash = 0;
  for (let i = 0; i < day.length; i += 1) hash = (Math.imul(hash, 31) + day.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

/** The entry for a day from a list in a stable order (the glossary sorted by term), or undefined if empty. */
export function pickWordOfDay<T>(entries: readonly T[], day: string): T | undefined {
  if (entries.length === 0) return undefined;
  return entries[dayHash(day) % entries.length];
}
