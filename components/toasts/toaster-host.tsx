'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { subscribeToToastRequests, toastsRequested, toasterMounted } from '@/components/toasts/notify';
import { TOASTER_PROPS } from '@/components/toasts/toaster-props';

/** Runs after the Toaster beside it has mounted: effects run in tree order, so the Toaster is subscribed by then. */
export function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * The public site's Toaster, loaded with the page's first toast: most visits raise none, and sonner's script
 * and its mount cost every page's main thread when loaded after hydration instead.
 */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('sonner').then((sonner) => {
      if (live) setToaster(() => sonner.Toaster);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  if (!Toaster) return null;
  return (
    <>
      <Toaster {...TOASTER_PROPS} />
      <MountedSignal />
    </>
  );
}
