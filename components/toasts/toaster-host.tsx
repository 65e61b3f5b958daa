'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { toasterMounted } from '@/components/toasts/notify';
import { TOASTER_PROPS } from '@/components/toasts/toaster-props';

/** Runs after the Toaster beside it has mounted: effects run in tree order, so the Toaster is subscribed by then. */
export function MountedSignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** The public site's Toaster, loaded once the page has hydrated instead of with every page's scripts. */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('sonner').then((sonner) => {
      if (live) setToaster(() => sonner.Toaster);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!Toaster) return null;
  return (
    <>
      <Toaster {...TOASTER_PROPS} />
      <MountedSignal />
    </>
  );
}
