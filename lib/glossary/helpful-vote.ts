import { z } from 'zod';

export const helpfulVoteSchema = z.object({ helpful: z.boolean() });

export { HELPFUL_MESSAGES } from '@/lib/glossary/helpful-vote-messages';
