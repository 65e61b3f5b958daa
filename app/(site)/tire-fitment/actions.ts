'use server';

import { ok, publicAction } from '@/lib/actions';
import { insertFitmentSubmission } from '@/lib/db/fitment-submissions';
import { FITMENT_SUBMISSION_MESSAGES, fitmentSubmissionSchema } from '@/lib/tires/fitment-submission';

/** Files a visitor's fitment suggestion as pending for the administrator's review. */
export const suggestFitment = publicAction(
  fitmentSubmissionSchema,
  { fallback: FITMENT_SUBMISSION_MESSAGES.failure, limit: { bucket: 'fitment-suggestion', max: 5, windowSeconds: 3600 } },
  async (suggestion) => {
    // A filled honeypot gets the same answer as a person, so a bot learns nothing, but nothing is stored.
    if (!suggestion.website) await insertFitmentSubmission(suggestion);
    return ok(FITMENT_SUBMISSION_MESSAGES.success);
  },
);
