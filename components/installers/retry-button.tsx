'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/** 'Try Again' for a server-rendered error state: renders the page again without a full reload. */
export function RetryButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => startTransition(() => router.refresh())}
      className="mt-4 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
    >
      Try Again
    </button>
  );
}
