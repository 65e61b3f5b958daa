/** The article screens' texts (docs/product/messages.md §3; screens: docs/product/site.md §9, §10). */
export const ARTICLE_MESSAGES = {
  searchPlaceholder: 'Search articles...',
  noMatches: 'No articles found matching your search.',
  none: 'No articles available yet.',
  loadFailed: 'Failed to load articles. Please try again later.',
  loadFailedToast: 'Failed to load articles. Please check your connection and try again.',
  notFoundTitle: 'Article Not Found',
  notFound: 'Article not found. It may have been removed or the ID is invalid.',
  articleLoadFailed: 'Failed to load article. Please try again later.',
} as const;
