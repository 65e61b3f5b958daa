'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { errorScreenFor } from '@/components/layout/error-screens';

/**
 * The boundary of every public page: it shows the failed page's own title and spec message (or sends the
 * visitor where the spec says), by path. Sections have no error.tsx of their own, since each one would add a
 * chunk with a second copy of this screen to the first load of every page below it.
 */
export default function SiteError(props: ErrorBoundaryProps) {
  const pathname = usePathname();
  const router = useRouter();
  const { replaceWith, ...screen } = errorScreenFor(pathname);
  useEffect(() => {
    if (replaceWith) router.replace(replaceWith);
  }, [router, replaceWith]);
  return <ErrorScreen {...props} {...screen} />;
}
