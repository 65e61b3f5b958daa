'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

interface TryAgainButtonProps {
  path: string;
  /** The server action that drops the page's cached copy (reloadPublicPage), passed in by the server page. */
  reload: (path: string) => Promise<unknown>;
  className?: string;
}

/** Re-runs the page's load: drops the cached failure, then fetches the page again. */
export function TryAgainButton({ path, reload, className }: TryAgainButtonProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await reload(path);
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
