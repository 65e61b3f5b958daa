'use client';

import { Toaster } from 'sonner';
import { MountedSignal } from '@/components/toasts/toaster-host';
import { TOASTER_PROPS } from '@/components/toasts/toaster-props';

/** The back office's Toaster, in its first load: its screens raise toasts as they open (a list that failed to load). */
export function AdminToaster() {
  return (
    <>
      <Toaster {...TOASTER_PROPS} />
      <MountedSignal />
    </>
  );
}
