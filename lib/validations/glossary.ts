import { z } from 'zod';

/** A glossary id from a route segment: a positive integer within bigint range we use. */
export const glossaryIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const helpfulVoteSchema = z.object({ helpful: z.boolean() });

export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

export const HELPFUL_MESSAGES = {
  thanks: 'Thanks for your feedback!',
  failure: 'Could not record your answer. Please try again later.',
} as const;

/** Parses a route id such as '42'; anything else (including '042' or '4.2') is not an id. */
export function parseGlossaryId(value: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) return undefined;
  const parsed = glossaryIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
