'use client';

import { lazy, useEffect, useRef, type ComponentType } from 'react';

export const PART_UNAVAILABLE = 'This part of the page could not load. Check your connection and reload the page.';

/**
 * React's lazy for a part of a page that loads on first use (a dialog, a form, a chart). A failed download (offline,
 * or a newer deploy replaced the build's files) would throw to the page's error boundary and replace the whole page
 * with the error screen; here it renders `Unavailable` in the part's place, with the part's props.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Unavailable: ComponentType<P>) {
  return lazy(() =>
    load().then(
      (Part) => ({ default: Part }),
      () => ({ default: Unavailable }),
    ),
  );
}

/**
 * Starts a part's download early, on a pointer or the focus reaching what opens it. A failure is left to the opening,
 * which tries again and answers it with the part's stand-in.
 */
export const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** The stand-in for a dialog: the message in a small native modal, which Escape or its button closes. */
export function DialogUnavailable({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) ref.current?.showModal();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-label="Could not load"
      className="m-auto max-w-sm rounded-xl p-5 text-sm backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <p role="alert">{PART_UNAVAILABLE}</p>
      <form method="dialog">
        <button className="mt-4 rounded-md border px-3 py-1 font-medium">Close</button>
      </form>
    </dialog>
  );
}
