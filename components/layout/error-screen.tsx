'use client';

import { useEffect } from 'react';
import { notify } from '@/components/toasts/notify';
import { StatusScreen, type StatusScreenProps } from '@/components/layout/status-screen';
import { Button } from '@/components/ui/button';
import { ERROR_MESSAGES } from '@/lib/errors';

/** What Next passes an error boundary (error.js): `retry` fetches and renders the segment again. */
export interface ErrorBoundaryProps {
  error: Error & { digest?: string };
  retry: () => void;
}

interface ErrorScreenProps extends ErrorBoundaryProps, Partial<Omit<StatusScreenProps, 'alert' | 'children'>> {
  /** The site's toast that accompanies this failure, if it names one. */
  toastMessage?: string;
}

/**
 * An error boundary's screen: the page's own message from the product description, 'Try Again', and the error logged. A
 * failed server render is never cached (an ISR page keeps its last good copy), so 'Try Again' asks the
 * server for the segment again and shows it as soon as the data can be read.
 */
export function ErrorScreen({
  error,
  retry,
  toastMessage,
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
      <Button onClick={() => retry()}>Try Again</Button>
    </StatusScreen>
  );
}
