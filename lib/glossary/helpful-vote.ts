import { z } from 'zod';

export const helpfulVoteSchema = z.object({ helpful: z.boolean() });

export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

export { HELPFUL_MESSAGES } from '@/lib/glossary/helpful-vote-messages';
