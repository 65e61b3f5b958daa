/** The charger-install screens' texts (docs/product/messages.md §3; screens: docs/product/site.md §16). */
export const GUIDE_MESSAGES = {
  searchPlaceholder: 'Search guides...',
  noMatches: 'No articles found matching your criteria.',
  loadFailed: 'Failed to load articles',
  notFoundTitle: 'Article Not Found',
  notFound: 'Article not found. It may have been removed or the URL is invalid.',
  guideLoadFailed: 'Failed to load article. Please try again later.',
} as const;

/** The site's featured guides, in its order. */
export const FEATURED_GUIDE_SLUGS = ['home-installation-guide', 'installation-costs', 'permits-regulations'] as const;
