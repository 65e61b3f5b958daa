/** Messages of the tire directory's cascade (kept apart from the zod schemas, so the select island stays small). */
export const DIRECTORY_MESSAGES = {
  loadFailed: 'The list could not be loaded. Please try again.',
  noMatch: 'No matching vehicle found in our database',
} as const;
