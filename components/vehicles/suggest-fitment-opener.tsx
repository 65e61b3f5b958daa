'use client';

import { Suspense, useState } from 'react';
import { lazyPart, preload } from '@/components/ui/lazy-part';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import type { SuggestFitmentFormProps } from '@/components/vehicles/suggest-fitment-form';

const loadForm = () => import('@/components/vehicles/suggest-fitment-form');
const prefetch = preload(loadForm);
const SuggestFitmentForm = lazyPart(() => loadForm().then((module) => module.SuggestFitmentForm), PartUnavailable);

/** Stands in for the form while its script loads: the same grid, so the form replaces it in place. */
function SuggestFitmentSkeleton() {
  return (
    <div role="status" className="mt-4 grid gap-4 sm:grid-cols-2">
      <span className="sr-only">Loading the form…</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} aria-hidden className={index === 7 ? 'sm:col-span-2' : undefined}>
          <div className="h-4 w-24 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <div className="mt-2 h-10 animate-pulse rounded-md bg-slate-100 dark:bg-slate-900" />
        </div>
      ))}
    </div>
  );
}

/**
 * The button that opens the fitment form. Few visitors send a suggestion, so the form's script (its fields,
 * checks and messages) loads when the visitor opens it; pointing at or focusing the button starts the
 * download early.
 */
export function SuggestFitmentOpener({
  buttonClassName,
  ...props
}: SuggestFitmentFormProps & { /** The site's secondary button, worked out on the server. */ buttonClassName: string }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <Suspense fallback={<SuggestFitmentSkeleton />}>
      <SuggestFitmentForm {...props} />
    </Suspense>
  ) : (
    <button type="button" className={buttonClassName} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setOpen(true)}>
      Suggest a Tire
    </button>
  );
}
