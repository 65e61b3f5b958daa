/**
 * The server's check of a fitment suggestion. The form in the browser checks the same rules with
 * `fitment-submission-form.ts` as plain checks; a unit test holds the two to the same answers.
 */
import { z } from 'zod';
import { normalizeTireSize } from '@/lib/tires/size';
import { FITMENT_SUBMISSION_MESSAGES } from '@/lib/tires/fitment-submission-messages';

export { FITMENT_SUBMISSION_MESSAGES };

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

const required = (max: number) =>
  z
    .string({ error: FITMENT_SUBMISSION_MESSAGES.required })
    .trim()
    .min(1, FITMENT_SUBMISSION_MESSAGES.required)
    .max(max);

export const fitmentSubmissionSchema = z.object({
  vehicleYear: z.coerce
    .number({ error: FITMENT_SUBMISSION_MESSAGES.year })
    .int(FITMENT_SUBMISSION_MESSAGES.year)
    .min(1990, FITMENT_SUBMISSION_MESSAGES.year)
    .max(2100, FITMENT_SUBMISSION_MESSAGES.year),
  vehicleMake: required(60),
  vehicleModel: required(80),
  vehicleTrim: optionalText(120),
  tireBrand: required(60),
  tireModel: required(120),
  tireSize: z
    .string({ error: FITMENT_SUBMISSION_MESSAGES.required })
    .transform((value) => normalizeTireSize(value) ?? '')
    .pipe(z.string().min(1, FITMENT_SUBMISSION_MESSAGES.size)),
  comments: optionalText(2000),
  contactEmail: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.email(FITMENT_SUBMISSION_MESSAGES.email).max(254).optional(),
  ),
  /** Honeypot: people never see this field, so anything in it comes from a bot. */
  website: z.string().optional(),
});

export type FitmentSubmissionInput = z.input<typeof fitmentSubmissionSchema>;
export type FitmentSubmission = z.output<typeof fitmentSubmissionSchema>;
