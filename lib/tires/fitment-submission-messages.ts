/** The fitment suggestion's messages, apart from the schemas: the vehicle page's form ships without zod. */
export const FITMENT_SUBMISSION_MESSAGES = {
  success: 'Thank you! Your fitment suggestion was received and will be reviewed before it is published.',
  failure: 'Failed to submit form. Please try again.',
  required: 'Please fill in all required fields',
  size: 'Enter the size as on the sidewall, like 235/45R18',
  year: 'Enter a model year between 1990 and 2100',
  email: 'Please enter a valid email address',
} as const;
