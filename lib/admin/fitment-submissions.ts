/* Reviewing the fitment corrections visitors send (docs/product/rules.md §3). */

export const SUBMISSION_MESSAGES = {
  loadFailed: 'Failed to load submissions',
  approved: 'Submission approved successfully',
  rejected: 'Submission rejected',
  approveFailed: 'Failed to approve submission',
  rejectFailed: 'Failed to reject submission',
  missingInfo: 'Missing vehicle or tire information',
  ambiguousTrim: 'Missing vehicle or tire information: the submission names no trim and this model has several',
  yearOutOfRange: 'This submission is for a model year before 2010, which the directory does not cover',
  alreadyReviewed: (status: string) => `This submission was already ${status}. The list has been reloaded.`,
  notFound: 'This submission no longer exists. The list has been reloaded.',
} as const;

/** The site's defaults for a vehicle (and tire) created by approving a submission. */
export const APPROVAL_DEFAULTS = {
  loadIndex: 95,
  speedRating: 'H',
  wheelSizeMin: 18,
  wheelSizeMax: 20,
  tireSize: '235/45R18',
  /** Used when the submission names no trim and the model has none on record. */
  trim: 'Base',
} as const;

/** Keys of the submissions filter and their labels. */
export const SUBMISSION_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];
