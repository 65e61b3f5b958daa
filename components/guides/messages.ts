/** The charger-install screens' texts (public-site.md §2 and §8). */
export const GUIDE_MESSAGES = {
  searchPlaceholder: 'Search guides...',
  noMatches: 'No articles found matching your criteria.',
  loadFailed: 'Failed to load articles',
  notFoundTitle: 'Article Not Found',
  notFound: 'Article not found. It may have been removed or the URL is invalid.',
  guideLoadFailed: 'Failed to load article. Please try again later.',
} as const;

/** The spec's featured guides, in its order. */
export const FEATURED_GUIDE_SLUGS = ['home-installation-guide', 'installation-costs', 'permits-regulations'] as const;
