'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { errorScreenFor } from '@/components/layout/error-screens';

/** The failed page's own title and spec message, by path, or a move to where the product description sends the visitor. */
export function SiteErrorScreen(props: ErrorBoundaryProps) {
  const pathname = usePathname();
  const router = useRouter();
  const { replaceWith, ...screen } = errorScreenFor(pathname);
  useEffect(() => {
    if (replaceWith) router.replace(replaceWith);
  }, [router, replaceWith]);
  return <ErrorScreen {...props} {...screen} />;
}
