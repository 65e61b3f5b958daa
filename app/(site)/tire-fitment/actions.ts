'use server';

import { clientKey } from '@/lib/client-key';
import { RATE_LIMITED_MESSAGE } from '@/lib/errors';
import { insertFitmentSubmission } from '@/lib/db/fitment-submissions';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { FITMENT_SUBMISSION_MESSAGES, fitmentSubmissionSchema } from '@/lib/validations/fitment-submission';

export type SuggestFitmentResult =
  { ok: true; message: string } | { ok: false; message: string; field?: string };

/** Files a visitor's fitment suggestion as pending for the administrator's review. */
export async function suggestFitment(input: unknown): Promise<SuggestFitmentResult> {
  const parsed = fitmentSubmissionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      field: issue?.path.join('.'),
      message: issue?.message ?? FITMENT_SUBMISSION_MESSAGES.failure,
    };
  }
  // A filled honeypot gets the same answer as a person, so a bot learns nothing, but nothing is stored.
  if (parsed.data.website) return { ok: true, message: FITMENT_SUBMISSION_MESSAGES.success };
  try {
    const limit = await hitRateLimit('fitment-suggestion', await clientKey(), 5, 3600);
    if (!limit.allowed) return { ok: false, message: RATE_LIMITED_MESSAGE };
    await insertFitmentSubmission(parsed.data);
    return { ok: true, message: FITMENT_SUBMISSION_MESSAGES.success };
  } catch (error) {
    console.error('fitment suggestion failed', error);
    return { ok: false, message: FITMENT_SUBMISSION_MESSAGES.failure };
  }
}
