/**
 * @jest-environment node
 */
import { fitmentSubmissionSchema, type FitmentSubmissionInput } from '@/lib/tires/fitment-submission';
import { checkFitmentForm } from '@/lib/tires/fitment-submission-form';
import { FITMENT_SUBMISSION_MESSAGES as M } from '@/lib/tires/fitment-submission-messages';

const valid = {
  vehicleYear: '2021',
  vehicleMake: 'Ford',
  vehicleModel: 'Mustang Mach-E',
  vehicleTrim: 'Premium',
  tireBrand: 'Michelin',
  tireModel: 'CrossClimate2',
  tireSize: 'p225/60r18',
  comments: '',
  contactEmail: '',
  website: '',
};

/** What a visitor sees from the server's schema: each field's first message, or the cleaned values. */
function serverAnswer(input: FitmentSubmissionInput) {
  const parsed = fitmentSubmissionSchema.safeParse(input);
  if (parsed.success) return { values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

const cases: [string, FitmentSubmissionInput][] = [
  ['a complete suggestion', valid],
  ['the form as it opens', { ...valid, tireBrand: '', tireModel: '', tireSize: '' }],
  ['blank required text', { ...valid, vehicleMake: '   ', vehicleModel: '' }],
  ['missing keys', { vehicleYear: 2021 } as FitmentSubmissionInput],
  ['a year out of range', { ...valid, vehicleYear: '1989' }],
  ['a year that is no number', { ...valid, vehicleYear: 'soon' }],
  ['a fractional year', { ...valid, vehicleYear: '2020.5' }],
  ['a size that does not parse', { ...valid, tireSize: '225-60-18' }],
  ['a bad e-mail', { ...valid, contactEmail: 'me@' }],
  ['an e-mail with spaces around it', { ...valid, contactEmail: ' me@example.com ' }],
  ['an e-mail with a dot before the @', { ...valid, contactEmail: 'me.@example.com' }],
  ['an e-mail with a one-letter top-level domain', { ...valid, contactEmail: 'me@example.c' }],
  ['an e-mail with a plus and subdomains', { ...valid, contactEmail: "o'neil+tires@mail.example.co.uk" }],
  ['a too-long e-mail', { ...valid, contactEmail: `${'x'.repeat(250)}@example.com` }],
  ['a good e-mail and trim text', { ...valid, contactEmail: 'me@example.com', comments: '  fits fine  ' }],
  ['a too-long make', { ...valid, vehicleMake: 'x'.repeat(61) }],
  ['a too-long comment', { ...valid, comments: 'x'.repeat(2001) }],
  ['a filled honeypot', { ...valid, website: 'http://spam.example' }],
];

describe('the fitment suggestion form in the browser', () => {
  it.each(cases)('answers %s exactly as the server does', (_, input) => {
    expect(checkFitmentForm(input)).toEqual(serverAnswer(input));
  });

  it('words its messages as the product description does', () => {
    expect(checkFitmentForm(cases[1]![1])).toEqual({
      errors: { tireBrand: M.required, tireModel: M.required, tireSize: M.size },
    });
    expect(checkFitmentForm({ ...valid, vehicleYear: '1989', contactEmail: 'me@' })).toEqual({
      errors: { vehicleYear: M.year, contactEmail: M.email },
    });
    expect(checkFitmentForm(valid)).toEqual({
      values: expect.objectContaining({ vehicleYear: 2021, tireSize: '225/60R18', comments: undefined }),
    });
  });
});
