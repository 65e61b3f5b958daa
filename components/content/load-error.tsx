'use client';

import { useEffect } from 'react';
import { notify } from '@/components/toasts/notify';
import { StatusScreen } from '@/components/layout/status-screen';
import { Button } from '@/components/ui/button';

interface LoadErrorProps {
  message: string;
  /** The site's toast that accompanies some load failures. */
  toastMessage?: string;
  title?: string;
}

/** A page rendered per request whose data failed to load: the message, a toast, and 'Try Again'. */
export function LoadError({ message, toastMessage, title = 'Something went wrong' }: LoadErrorProps) {
  useEffect(() => {
    if (toastMessage) notify.error(toastMessage, { id: toastMessage });
  }, [toastMessage]);
  return (
    <StatusScreen title={title} message={message} heading="h2" alert>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </StatusScreen>
  );
}
