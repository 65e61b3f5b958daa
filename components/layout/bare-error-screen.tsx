'use client';

import { useEffect } from 'react';
import { ERROR_MESSAGES } from '@/lib/errors';

/**
 * The screen for a failure outside every section's own boundary, such as the site layout itself failing to
 * render. It loads with every page, so it is kept to plain elements: sharing the site's Link, Button and
 * icons here made the bundler ship a second copy of each in every page's first scripts. Try Again loads
 * the page afresh, because it was the server render that failed.
 */
export function BareErrorScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{ERROR_MESSAGES.unexpected}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          Try Again
        </button>
        {/* A full page load on purpose: no client router code here, and the page it leaves has failed anyway. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className="rounded-md px-4 py-2 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:ring-slate-600 dark:hover:bg-slate-800"
        >
          Back to Home
        </a>
      </div>
    </section>
  );
}
