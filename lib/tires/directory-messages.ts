/** Messages of the tire directory's cascade (kept apart from the zod schemas, so the select island stays small). */
export const DIRECTORY_MESSAGES = {
  loadFailed: 'The list could not be loaded. Please try again.',
  noMatch: 'No matching vehicle found in our database',
  // docs/product/tire-directory.md § Search by size.
  sizeNotListed: 'No tire in this size is listed yet.',
  sizeUnreadable: 'is not a tire size we can read. Type it as the sidewall shows it, for example 235/55R19 or 235/55R19 105V.',
} as const;
