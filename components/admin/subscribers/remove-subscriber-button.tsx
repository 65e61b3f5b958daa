'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';
import { SUBSCRIBER_MESSAGES } from '@/lib/newsletter/subscribers';

/** Remove one subscriber, after a confirmation (a removed address cannot be restored). */
export function RemoveSubscriberButton({
  id,
  email,
  removeSubscriber,
}: {
  id: number;
  email: string;
  removeSubscriber: (id: number) => Promise<ActionResult>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, start] = useTransition();
  const remove = () =>
    start(async () => {
      try {
        if (showResult(await removeSubscriber(id), router)) {
          setOpen(false);
          router.refresh();
        }
      } catch {
        toast.error(SUBSCRIBER_MESSAGES.removeFailed);
      }
    });
  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-300" onClick={() => setOpen(true)} aria-label={`Remove ${email}`}>
        <Trash2 className="size-4" aria-hidden />
        Remove
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Remove Subscriber" size="lg">
        <p>
          Remove <strong className="break-all">{email}</strong> from the newsletter list? This cannot be undone.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={remove} disabled={busy}>
            {busy ? 'Removing...' : 'Remove'}
          </Button>
        </div>
      </Modal>
    </>
  );
}
