/** Words split on whitespace, as the article editor counts them. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Minutes at 200 words a minute, rounded up (the site's rule). */
export function readingTimeMinutes(text: string): number {
  return Math.ceil(countWords(text) / 200);
}
