'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { reloadPublicPage } from '@/components/home/reload-action';

/** Re-runs the page's load: drops the cached failure, then fetches the page again. */
export function TryAgainButton({ path, className }: { path: string; className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await reloadPublicPage(path);
          router.refresh();
        })
      }
      className={
        className ??
        'rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60'
      }
    >
      Try Again
    </button>
  );
}
