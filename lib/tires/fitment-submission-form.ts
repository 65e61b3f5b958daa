/**
 * The fitment suggestion form's check in the browser: the rules and messages of the server's schema
 * (`fitment-submission.ts`) as plain checks. zod (even zod/mini, whose core is ≈25 KB gzip here) would be
 * most of the vehicle page's own script. A unit test holds the two to the same answers.
 */
import { normalizeTireSize } from '@/lib/tires/size';
import type { FitmentSubmission, FitmentSubmissionInput } from '@/lib/tires/fitment-submission';
import { FITMENT_SUBMISSION_MESSAGES as M } from '@/lib/tires/fitment-submission-messages';

/** zod's default e-mail pattern, which the server's `z.email()` applies. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * The server's wording for too much text: a required field or the e-mail answers with its own message
 * (their schemas carry it), optional text with zod's English default.
 */
const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

export type FitmentFormErrors = Partial<Record<keyof FitmentSubmissionInput, string>>;

type FitmentFormCheck = { values: FitmentSubmission; errors?: never } | { errors: FitmentFormErrors };

export function checkFitmentForm(input: FitmentSubmissionInput): FitmentFormCheck {
  const errors: FitmentFormErrors = {};
  const required = (name: keyof FitmentSubmissionInput, max: number) => {
    const value = input[name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '' || text.length > max) errors[name] = M.required;
    return text;
  };
  const optional = (name: keyof FitmentSubmissionInput, max: number) => {
    const value = input[name];
    const text = typeof value === 'string' ? value.trim() : undefined;
    if (text && text.length > max) errors[name] = tooLong(max);
    return text || undefined;
  };

  const year = Number(input.vehicleYear);
  if (!Number.isInteger(year) || year < 1990 || year > 2100) errors.vehicleYear = M.year;
  const values: FitmentSubmission = {
    vehicleYear: year,
    vehicleMake: required('vehicleMake', 60),
    vehicleModel: required('vehicleModel', 80),
    vehicleTrim: optional('vehicleTrim', 120),
    tireBrand: required('tireBrand', 60),
    tireModel: required('tireModel', 120),
    tireSize: typeof input.tireSize === 'string' ? (normalizeTireSize(input.tireSize) ?? '') : '',
    comments: optional('comments', 2000),
    contactEmail: undefined,
    website: input.website,
  };
  if (typeof input.tireSize !== 'string') errors.tireSize = M.required;
  else if (values.tireSize === '') errors.tireSize = M.size;
  const email = input.contactEmail;
  if (typeof email === 'string' && email.trim() !== '') {
    if (!EMAIL.test(email) || email.length > 254) errors.contactEmail = M.email;
    else values.contactEmail = email;
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
