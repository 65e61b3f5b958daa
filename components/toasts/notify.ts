'use client';

import type { ExternalToast } from 'sonner';

/*
 * Toasts without sonner in every page's first load: the public site mounts its Toaster after hydration
 * (toaster-host.tsx), and a toast raised by a visitor's action loads sonner then and waits for the Toaster to
 * be listening, because sonner drops toasts raised before one is mounted.
 */

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the Toaster's host once the Toaster has mounted and subscribed. */
export function toasterMounted() {
  markReady();
}

async function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  toast[kind](message, options);
}

export const notify = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
};
