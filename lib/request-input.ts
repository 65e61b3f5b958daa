/**
 * Addresses no page can read (docs/decisions/0490). A percent-escape that does not decode to UTF-8 (`/article/%A`,
 * `/glossary/%E0%A4%A`) fails inside Next's routing before any page code runs, which answered a bare 500; a NUL
 * byte reaches PostgreSQL, which refuses it. The proxy checks every address once, before routing, and answers these
 * with the site's 404 page.
 *
 * Pure: the proxy and its unit test call it.
 */

/** The decoded text of one path segment or query component, or null when its escapes do not decode. */
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * Why an address (its raw path and raw query string, escapes as sent) cannot be answered by a page, or null when
 * it can.
 */
export function unreadableInput(rawPath: string, rawSearch: string): string | null {
  const parts = [
    ...rawPath.split('/').map((part) => ({ where: 'path', part })),
    ...rawSearch
      .replace(/^\?/, '')
      .split(/[&=]/)
      .map((part) => ({ where: 'query', part: part.replace(/\+/g, ' ') })),
  ];
  for (const { where, part } of parts) {
    const text = decoded(part);
    // Next hands the proxy a query it has already decoded and written again, a malformed escape as U+FFFD.
    if (text === null || (where === 'query' && text.includes('\uFFFD'))) return `malformed percent-escape in the ${where}`;
    if (text.includes('\u0000')) return `NUL byte in the ${where}`;
  }
  return null;
}
