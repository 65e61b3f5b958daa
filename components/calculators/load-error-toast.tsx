'use client';

import { useEffect } from 'react';
import { notify } from '@/components/toasts/notify';

/** The spec's toast when the page's data could not be loaded. */
export function LoadErrorToast({ message }: { message: string }) {
  useEffect(() => {
    notify.error(message);
  }, [message]);
  return null;
}
