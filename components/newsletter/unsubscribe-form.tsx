'use client';

import { CheckCircle2 as CheckCircle2Node } from 'lucide';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { UNSUBSCRIBE_MESSAGES } from '@/lib/newsletter/unsubscribe-messages';
import { lucideIcon } from '@/components/ui/icon';

const CheckCircle2 = lucideIcon(CheckCircle2Node);

/** One button that removes the subscription, then says so in place. */
export function UnsubscribeForm({
  token,
  unsubscribe,
}: {
  token: string;
  unsubscribe: (input: { token: string }) => Promise<ActionResult>;
}) {
  const [result, setResult] = useState<ActionResult | undefined>();
  const [busy, start] = useTransition();

  if (result?.ok) {
    return (
      <p
        role="status"
        className="mt-6 flex items-start gap-2 rounded-lg bg-green-50 p-4 text-green-900 dark:bg-green-950/40 dark:text-green-100"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        {result.message}
      </p>
    );
  }
  return (
    <div className="mt-6">
      <Button
        size="lg"
        disabled={busy}
        onClick={() =>
          start(async () => {
            const answer = await unsubscribe({ token }).catch((): ActionResult => ({
              ok: false,
              message: UNSUBSCRIBE_MESSAGES.failure,
            }));
            // Set inside the transition again (React counts updates after an await as urgent): a refusal shows with
            // the button's return, never beside 'Unsubscribing...'.
            start(() => setResult(answer));
          })
        }
      >
        {busy ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
      {result && !result.ok ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
