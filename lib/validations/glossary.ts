import { z } from 'zod';

export const helpfulVoteSchema = z.object({ helpful: z.boolean() });

export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

export const HELPFUL_MESSAGES = {
  thanks: 'Thanks for your feedback!',
  failure: 'Could not record your answer. Please try again later.',
} as const;
