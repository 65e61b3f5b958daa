/** The helpful-vote messages, apart from the schemas so that the term modal ships without zod. */
export const HELPFUL_MESSAGES = {
  thanks: 'Thanks for your feedback!',
  failure: 'Could not record your answer. Please try again later.',
} as const;
