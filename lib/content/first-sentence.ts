/** The first sentence of a plain text (a hovercard's line, a link preview's subtitle). */
export function firstSentence(text: string): string {
  const match = text.trim().match(/^.*?[.!?](?=\s|$)/s);
  return (match?.[0] ?? text).replace(/\s+/g, ' ').trim();
}
