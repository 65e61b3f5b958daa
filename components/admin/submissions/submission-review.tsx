'use client';

import { Check, X } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { clsx } from 'clsx';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { ConfirmDialog } from '@/components/admin/table/confirm-dialog';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import type { AdminSubmission, SubmissionStatus } from '@/lib/db/types';
import { APPROVAL_DEFAULTS, SUBMISSION_FILTERS, SUBMISSION_MESSAGES, type SubmissionFilter } from '@/lib/admin/fitment-submissions';

interface SubmissionActions {
  approve: (id: number) => Promise<ActionResult<{ vehicleId: number; tireId: number }>>;
  reject: (id: number) => Promise<ActionResult>;
}

const FILTER_LABELS: Record<SubmissionFilter, string> = { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

const STATUS_STYLE: Record<SubmissionStatus, { border: string; badge: string }> = {
  pending: { border: 'border-l-amber-400', badge: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200' },
  approved: { border: 'border-l-green-500', badge: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200' },
  rejected: { border: 'border-l-red-500', badge: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200' },
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const vehicleText = (s: AdminSubmission) => [s.vehicleYear, s.vehicleMake, s.vehicleModel, s.vehicleTrim].filter(Boolean).join(' ');
const tireText = (s: AdminSubmission) => `${s.tireBrand} ${s.tireModel} ${s.tireSize}`;

/** /admin/fitment-submissions: filters with counts, one card per submission, approve and reject behind confirmations. */
export function SubmissionReview({ submissions, actions }: { submissions: AdminSubmission[]; actions: SubmissionActions }) {
  const router = useRouter();
  const [filter, setFilter] = useState<SubmissionFilter>('pending');
  const [confirming, setConfirming] = useState<{ kind: 'approve' | 'reject'; submission: AdminSubmission } | null>(null);
  const [busy, setBusy] = useState(false);

  const counts = useMemo(() => {
    const tally: Record<SubmissionFilter, number> = { all: submissions.length, pending: 0, approved: 0, rejected: 0 };
    for (const submission of submissions) tally[submission.status] += 1;
    return tally;
  }, [submissions]);
  const shown = filter === 'all' ? submissions : submissions.filter((submission) => submission.status === filter);

  const confirm = async () => {
    if (!confirming) return;
    const { kind, submission } = confirming;
    setBusy(true);
    try {
      const result = kind === 'approve' ? await actions.approve(submission.id) : await actions.reject(submission.id);
      showResult(result, router);
      setConfirming(null);
      router.refresh();
    } catch {
      toast.error(kind === 'approve' ? SUBMISSION_MESSAGES.approveFailed : SUBMISSION_MESSAGES.rejectFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 space-y-4">
      <div role="group" aria-label="Filter submissions" className="flex flex-wrap gap-2">
        {SUBMISSION_FILTERS.map((key) => (
          <Button key={key} variant={filter === key ? 'primary' : 'secondary'} aria-pressed={filter === key} onClick={() => setFilter(key)}>
            {FILTER_LABELS[key]} ({counts[key]})
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
          {filter === 'all' ? 'No submissions yet.' : `No ${FILTER_LABELS[filter].toLowerCase()} submissions.`}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((submission) => (
            <li
              key={submission.id}
              data-testid="submission-card"
              className={clsx(
                'rounded-xl border-l-4 bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800',
                STATUS_STYLE[submission.status].border,
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="font-semibold">{vehicleText(submission)}</h2>
                <span className={clsx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold capitalize', STATUS_STYLE[submission.status].badge)}>
                  {submission.status}
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500 dark:text-slate-400">Tire</dt>
                <dd>{tireText(submission)}</dd>
                <dt className="text-slate-500 dark:text-slate-400">Submitted</dt>
                <dd>
                  <time dateTime={submission.submissionDate}>{when.format(new Date(submission.submissionDate))} UTC</time>
                </dd>
                {submission.contactEmail && (
                  <>
                    <dt className="text-slate-500 dark:text-slate-400">Contact</dt>
                    <dd className="break-all">
                      <a href={`mailto:${submission.contactEmail}`} className="underline">
                        {submission.contactEmail}
                      </a>
                    </dd>
                  </>
                )}
                {submission.comments && (
                  <>
                    <dt className="text-slate-500 dark:text-slate-400">Comments</dt>
                    <dd className="whitespace-pre-line break-words">{submission.comments}</dd>
                  </>
                )}
              </dl>
              {submission.status === 'approved' && (submission.vehicleId || submission.tireId) && (
                <p className="mt-3 flex flex-wrap gap-3 text-sm">
                  {submission.vehicleId && (
                    <Link href={`/tire-fitment/vehicle/${submission.vehicleId}`} className="font-medium text-brand-700 underline dark:text-brand-500">
                      Vehicle page
                    </Link>
                  )}
                  {submission.tireId && (
                    <Link href={`/tire-fitment/tire/${submission.tireId}`} className="font-medium text-brand-700 underline dark:text-brand-500">
                      Tire page
                    </Link>
                  )}
                </p>
              )}
              {submission.status === 'pending' && (
                <div className="mt-4 flex gap-2">
                  <Button size="sm" onClick={() => setConfirming({ kind: 'approve', submission })} aria-label={`Approve ${tireText(submission)} on ${vehicleText(submission)}`}>
                    <Check className="size-4" aria-hidden />
                    Approve
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setConfirming({ kind: 'reject', submission })} aria-label={`Reject ${tireText(submission)} on ${vehicleText(submission)}`}>
                    <X className="size-4" aria-hidden />
                    Reject
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming?.kind === 'approve'}
        title="Approve Submission"
        confirmLabel="Approve"
        busyLabel="Approving..."
        variant="primary"
        busy={busy}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <>
            <p>
              List the <strong>{tireText(confirming.submission)}</strong> as fitting the <strong>{vehicleText(confirming.submission)}</strong>?
            </p>
            <p className="mt-2 text-sm">
              A vehicle or tire not yet in the directory is added (a new vehicle gets minimum load index {APPROVAL_DEFAULTS.loadIndex},
              speed rating {APPROVAL_DEFAULTS.speedRating} and {APPROVAL_DEFAULTS.wheelSizeMin}–{APPROVAL_DEFAULTS.wheelSizeMax} inch
              wheels, which you can correct afterwards). The fitment is shown as reported by a visitor, not as OEM approved.
            </p>
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming?.kind === 'reject'}
        title="Reject Submission"
        confirmLabel="Reject"
        busyLabel="Rejecting..."
        busy={busy}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <p>
            Reject the suggestion of the <strong>{tireText(confirming.submission)}</strong> for the{' '}
            <strong>{vehicleText(confirming.submission)}</strong>? Reject cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
