'use client';

import { useEffect } from 'react';
import { ERROR_MESSAGES } from '@/lib/errors';

interface ErrorScreenProps {
  error: Error & { digest?: string };
  reset: () => void;
  title?: string;
  message?: string;
  /** Further ways out beside 'Try Again' (e.g. back to a directory). */
  children?: React.ReactNode;
}

/** An error boundary's screen: the page's own message from the spec, 'Try Again', and the error logged. */
export function ErrorScreen({
  error,
  reset,
  title = 'Something went wrong',
  message = ERROR_MESSAGES.unexpected,
  children,
}: ErrorScreenProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          Try Again
        </button>
        {children}
      </div>
    </section>
  );
}
