/**
 * The public pages a glossary or category change shows on: the glossary list and the changed terms'
 * pages, the category list and the affected categories' pages, the home page (word of the day) and the
 * sitemap. Admin actions pass these to refreshContent with the glossary and categories tags.
 */
export function glossaryPublicPaths(
  change: { entryIds?: readonly number[]; categoryIds?: readonly (string | null | undefined)[] } = {},
): string[] {
  const paths = new Set(['/glossary', '/categories', '/', '/sitemap.xml']);
  for (const id of change.entryIds ?? []) paths.add(`/glossary/${id}`);
  for (const id of change.categoryIds ?? []) if (id) paths.add(`/category/${id}`);
  return [...paths];
}
