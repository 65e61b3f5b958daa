'use client';

import { useEffect } from 'react';

export default function VehicleDataError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Error Loading Data</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">Failed to load vehicle database statistics</p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Try Again
      </button>
    </section>
  );
}
