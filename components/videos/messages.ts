/** The video list's texts (docs/product/messages.md §3; screen: docs/product/site.md §8). */
export const VIDEO_MESSAGES = {
  searchPlaceholder: 'Search videos...',
  noMatches: 'No videos found matching your search.',
  none: 'No videos available yet.',
  loadFailed: 'Failed to load videos. Please try again later.',
  loadFailedToast: 'Failed to load videos. Please check your connection and try again.',
} as const;
