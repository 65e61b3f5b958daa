'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, type ButtonVariants } from '@/components/ui/button';

interface TryAgainButtonProps extends ButtonVariants {
  path: string;
  /** The server action that drops the page's cached copy (reloadPublicPage), passed in by the server page. */
  reload: (path: string) => Promise<unknown>;
  className?: string;
}

/** Re-runs the page's load: drops the cached failure, then fetches the page again. */
export function TryAgainButton({ path, reload, ...button }: TryAgainButtonProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      {...button}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await reload(path);
          router.refresh();
        })
      }
    >
      Try Again
    </Button>
  );
}
