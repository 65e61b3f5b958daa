/**
 * Which saved page an address is, read the way the site reads it (docs/product/field-kit.md § What works offline):
 * the offline page draws that page from the kit, and any address the kit does not hold gets the page that says what
 * is saved.
 */
export type KitRoute =
  | { kind: 'code'; code: string }
  | { kind: 'codes'; q: string; system: string }
  | { kind: 'range'; code: string }
  | { kind: 'glossary'; q: string }
  | { kind: 'term'; id: number }
  | { kind: 'articles' }
  | { kind: 'article'; id: number }
  | { kind: 'guides' }
  | { kind: 'guide'; slug: string }
  | { kind: 'unsaved' };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const whole = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

export function kitRouteOf(pathname: string, search: string): KitRoute {
  const query = new URLSearchParams(search);
  const parts = pathname.split('/').filter(Boolean).map(decoded);
  const [first, second, third] = parts;
  if (first === 'fault-codes') {
    if (parts.length === 1) return { kind: 'codes', q: query.get('q') ?? '', system: query.get('system') ?? '' };
    if (second === 'range' && parts.length === 3 && third) return { kind: 'range', code: query.get('code') ?? '' };
    if (parts.length === 2 && second) return { kind: 'code', code: second };
  }
  if (first === 'glossary') {
    if (parts.length === 1) return { kind: 'glossary', q: query.get('q') ?? '' };
    const id = parts.length === 2 && second ? whole(second) : undefined;
    if (id !== undefined) return { kind: 'term', id };
  }
  if (first === 'articles' && parts.length === 1) return { kind: 'articles' };
  if (first === 'article' && parts.length === 2 && second) {
    const id = whole(second);
    if (id !== undefined) return { kind: 'article', id };
  }
  if (first === 'charger-install') {
    if (parts.length === 1) return { kind: 'guides' };
    if (parts.length === 2 && second) return { kind: 'guide', slug: second };
  }
  return { kind: 'unsaved' };
}
