'use client';

import { useEffect } from 'react';
import { notify } from '@/components/toasts/notify';
import { StatusScreen, type StatusScreenProps } from '@/components/layout/status-screen';
import { Button } from '@/components/ui/button';
import { ERROR_MESSAGES } from '@/lib/errors';

interface ErrorScreenProps extends Partial<Omit<StatusScreenProps, 'alert' | 'children'>> {
  error: Error & { digest?: string };
  reset: () => void;
  /** The spec's toast that accompanies this failure, if it names one. */
  toastMessage?: string;
  /**
   * 'reload' fetches the whole page again, for a segment whose server render failed: `reset` alone would
   * only re-render the client side of the same failed payload.
   */
  retry?: 'reset' | 'reload';
}

/** An error boundary's screen: the page's own message from the spec, 'Try Again', and the error logged. */
export function ErrorScreen({
  error,
  reset,
  toastMessage,
  retry = 'reset',
  title = 'Something went wrong',
  message = ERROR_MESSAGES.unexpected,
  ...screen
}: ErrorScreenProps) {
  useEffect(() => {
    console.error(error);
    if (toastMessage) notify.error(toastMessage, { id: toastMessage });
  }, [error, toastMessage]);
  return (
    <StatusScreen {...screen} title={title} message={message} alert>
      <Button onClick={retry === 'reload' ? () => window.location.reload() : reset}>Try Again</Button>
    </StatusScreen>
  );
}
