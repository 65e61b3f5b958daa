import { z } from 'zod';

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const NEWSLETTER_MESSAGES = {
  success: 'Thank you for subscribing to our newsletter!',
  failure: 'An error occurred. Please try again later.',
} as const;
