'use client';

import { useEffect, type ReactNode } from 'react';
import { notify } from '@/components/toasts/notify';
import { StatusScreen } from '@/components/layout/status-screen';
import { Button } from '@/components/ui/button';

interface LoadErrorProps {
  message: string;
  /** The spec's toast that accompanies some load failures. */
  toastMessage?: string;
  title?: string;
  /**
   * The page's own 'Try Again' (a TryAgainButton with reloadPublicPage) on a cached page, whose error
   * screen a plain reload would serve again; a plain reload otherwise.
   */
  retry?: ReactNode;
}

/** A list that failed to load: the message, a toast, and 'Try Again'. */
export function LoadError({ message, toastMessage, title = 'Something went wrong', retry }: LoadErrorProps) {
  useEffect(() => {
    if (toastMessage) notify.error(toastMessage, { id: toastMessage });
  }, [toastMessage]);
  return (
    <StatusScreen title={title} message={message} heading="h2" alert>
      {retry ?? <Button onClick={() => window.location.reload()}>Try Again</Button>}
    </StatusScreen>
  );
}
