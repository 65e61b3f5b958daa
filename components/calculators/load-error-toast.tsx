'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';

/** The spec's toast when the page's data could not be loaded. */
export function LoadErrorToast({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return null;
}
