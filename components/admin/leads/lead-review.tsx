'use client';

import { Check, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { TextAreaField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';
import { LEAD_MESSAGES, type RejectLeadInput } from '@/lib/admin/installer-leads';

export interface LeadReviewActions {
  approveLead: (id: number) => Promise<ActionResult<{ installerId?: number }>>;
  rejectLead: (input: RejectLeadInput) => Promise<ActionResult>;
}

const REASON_MAX = 1000;

/** Approve and Reject for a pending application, each behind its confirmation. */
export function LeadReview({
  id,
  businessName,
  tierLabel,
  actions,
}: {
  id: number;
  businessName: string;
  tierLabel: string;
  actions: LeadReviewActions;
}) {
  const router = useRouter();
  const reasonId = useId();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, start] = useTransition();

  const run = (work: () => Promise<ActionResult<unknown>>, failure: string) =>
    start(async () => {
      try {
        const result = await work();
        if (showResult(result, router)) {
          setOpen(null);
          router.refresh();
        }
      } catch {
        toast.error(failure);
      }
    });

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setOpen('approve')} disabled={busy}>
          <Check className="size-4" aria-hidden />
          Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen('reject')} disabled={busy} className="text-red-700 dark:text-red-300">
          <X className="size-4" aria-hidden />
          Reject
        </Button>
      </div>

      <Modal open={open === 'approve'} onClose={() => setOpen(null)} title="Approve Application" size="lg">
        <p>
          Publish <strong>{businessName}</strong> in the installer directory ({tierLabel})? The listing appears on
          /installers at once, and the applicant is told.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(null)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => run(() => actions.approveLead(id), LEAD_MESSAGES.approveFailed)} disabled={busy}>
            {busy ? 'Approving...' : 'Approve'}
          </Button>
        </div>
      </Modal>

      <Modal open={open === 'reject'} onClose={() => setOpen(null)} title="Reject Application" size="lg">
        <p>
          Reject the application of <strong>{businessName}</strong>? This cannot be undone; the applicant is told.
        </p>
        <TextAreaField
          id={reasonId}
          label="Reason (optional, sent to the applicant)"
          hint={
            <span className="block text-right">
              {reason.length}/{REASON_MAX}
            </span>
          }
          className="mt-4"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          rows={3}
        />
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => run(() => actions.rejectLead({ id, reason }), LEAD_MESSAGES.rejectFailed)}
            disabled={busy}
          >
            {busy ? 'Rejecting...' : 'Reject'}
          </Button>
        </div>
      </Modal>
    </>
  );
}
