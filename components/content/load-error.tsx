'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';

interface LoadErrorProps {
  message: string;
  /** The spec's toast that accompanies some load failures. */
  toastMessage?: string;
  title?: string;
}

/** A list that failed to load: the message, a toast, and 'Try Again', which reloads the page. */
export function LoadError({ message, toastMessage, title = 'Something went wrong' }: LoadErrorProps) {
  useEffect(() => {
    if (toastMessage) toast.error(toastMessage, { id: toastMessage });
  }, [toastMessage]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Try Again
      </button>
    </section>
  );
}
