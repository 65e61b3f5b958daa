import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LoadFailed } from '@/components/admin/load-failed';
import { SubmissionReview } from '@/components/admin/submissions/submission-review';
import { requireAdminPage } from '@/lib/auth';
import { listSubmissions } from '@/lib/db/admin-fitment-submissions';
import { SUBMISSION_MESSAGES } from '@/lib/admin/fitment-submissions';
import { approveFitmentSubmission, rejectFitmentSubmission } from './actions';

export const metadata: Metadata = { title: 'Fitment Submissions', robots: { index: false, follow: false } };

export default async function AdminFitmentSubmissionsPage() {
  await requireAdminPage();
  const submissions = await listSubmissions().catch((error: unknown) => {
    console.error(SUBMISSION_MESSAGES.loadFailed, error);
    return undefined;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Fitment Submissions" subtitle="Tire fitments suggested by visitors, waiting for review" />
      {submissions ? (
        <SubmissionReview submissions={submissions} actions={{ approve: approveFitmentSubmission, reject: rejectFitmentSubmission }} />
      ) : (
        <LoadFailed message={SUBMISSION_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
