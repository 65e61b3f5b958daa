'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** The tire and vehicle pages' error state: the spec's text, 'Try Again' and a way back. */
export function FitmentLoadError({
  message,
  error,
  reset,
}: {
  message: string;
  error: Error;
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          Try Again
        </button>
        <Link
          href="/tire-fitment"
          className="rounded-md border border-slate-300 px-4 py-2 font-medium dark:border-slate-700"
        >
          Back to Tire Directory
        </Link>
      </div>
    </section>
  );
}
