/**
 * What the unsubscribe page says, apart from subscribers.ts: its form is the page's only script, and
 * importing these words from the schemas' module would bring zod (about 30 KB gzip) along.
 */
export const UNSUBSCRIBE_MESSAGES = {
  done: 'You have been unsubscribed. You will receive no more newsletters from us.',
  invalid: 'This unsubscribe link is not valid or has already been used.',
  failure: 'An error occurred. Please try again later.',
} as const;
