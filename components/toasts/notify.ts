'use client';

import type { ExternalToast } from 'sonner';

/*
 * Toasts without sonner in any page's scripts until the first toast: the public site's Toaster host renders
 * nothing until `notify` asks for it (toaster-host.tsx), then loads sonner, mounts the Toaster and the toast
 * waits for it to be listening, because sonner drops toasts raised before a Toaster is mounted.
 */

let requested = false;
const listeners = new Set<() => void>();

/** For the host's useSyncExternalStore: whether any toast has been asked for on this page. */
export function subscribeToToastRequests(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const toastsRequested = () => requested;

let markReady: () => void = () => {};
let ready: Promise<void>;
function waitForNextToaster() {
  ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
}
waitForNextToaster();

/**
 * Called by the Toaster's host once the Toaster has mounted and subscribed; the returned cleanup runs when it
 * unmounts, so toasts raised after that wait for the next one instead of being dropped.
 */
export function toasterMounted() {
  markReady();
  return waitForNextToaster;
}

async function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  toast[kind](message, options);
}

export const notify = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
};
