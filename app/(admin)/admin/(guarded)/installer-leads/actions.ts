'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { TAGS } from '@/lib/db/tags';
import { approveApplication, rejectApplication } from '@/lib/actions/installer-leads';
import { refreshContent } from '@/lib/revalidate';
import { approveLeadSchema, LEAD_MESSAGES, rejectLeadSchema } from '@/lib/admin/installer-leads';

export const approveLead = adminAction(approveLeadSchema, LEAD_MESSAGES.approveFailed, async (id) => {
  const outcome = await approveApplication(id);
  if (outcome.status === 'not-found') return fail(LEAD_MESSAGES.approveFailed);
  if (outcome.status === 'not-pending') return fail(LEAD_MESSAGES.notPending);
  // The directory shows the new listing on its next request.
  refreshContent([TAGS.installers], ['/installers']);
  return ok(LEAD_MESSAGES.approved, { installerId: outcome.installerId });
});

export const rejectLead = adminAction(rejectLeadSchema, LEAD_MESSAGES.rejectFailed, async ({ id, reason }) => {
  const outcome = await rejectApplication(id, reason);
  if (outcome.status === 'not-found') return fail(LEAD_MESSAGES.rejectFailed);
  if (outcome.status === 'not-pending') return fail(LEAD_MESSAGES.notPending);
  return ok(LEAD_MESSAGES.rejected);
});
