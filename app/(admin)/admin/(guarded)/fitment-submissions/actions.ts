'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { approveSubmission, rejectSubmission } from '@/lib/db/admin-fitment-submissions';
import { refreshFitmentDirectory } from '@/lib/tires/server/directory-refresh';
import { APPROVAL_DEFAULTS, SUBMISSION_MESSAGES } from '@/lib/admin/fitment-submissions';
import { idSchema } from '@/lib/admin/table';

export const approveFitmentSubmission = adminAction(idSchema, SUBMISSION_MESSAGES.approveFailed, async (id) => {
  const outcome = await approveSubmission(id, APPROVAL_DEFAULTS);
  switch (outcome.status) {
    case 'missing':
      return fail(SUBMISSION_MESSAGES.notFound);
    case 'already':
      return fail(SUBMISSION_MESSAGES.alreadyReviewed(outcome.current));
    case 'incomplete':
      return fail(SUBMISSION_MESSAGES.missingInfo);
    case 'ambiguous-trim':
      return fail(SUBMISSION_MESSAGES.ambiguousTrim);
    case 'year-out-of-range':
      return fail(SUBMISSION_MESSAGES.yearOutOfRange);
    case 'approved':
      refreshFitmentDirectory({ vehicleIds: [outcome.vehicleId], tireIds: [outcome.tireId] });
      return ok(SUBMISSION_MESSAGES.approved, { vehicleId: outcome.vehicleId, tireId: outcome.tireId });
  }
});

export const rejectFitmentSubmission = adminAction(idSchema, SUBMISSION_MESSAGES.rejectFailed, async (id) => {
  const outcome = await rejectSubmission(id);
  if (outcome.status === 'missing') return fail(SUBMISSION_MESSAGES.notFound);
  if (outcome.status === 'already') return fail(SUBMISSION_MESSAGES.alreadyReviewed(outcome.current));
  return ok(SUBMISSION_MESSAGES.rejected);
});
