import { z } from 'zod';
import { normalizeTireSize } from '@/lib/validations/tires';

export const FITMENT_SUBMISSION_MESSAGES = {
  success: 'Thank you! Your fitment suggestion was received and will be reviewed before it is published.',
  failure: 'Failed to submit form. Please try again.',
  required: 'Please fill in all required fields',
  size: 'Enter the size as on the sidewall, like 235/45R18',
  year: 'Enter a model year between 1990 and 2100',
  email: 'Please enter a valid email address',
} as const;

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
