'use client';

import { lazy, Suspense } from 'react';
import type { ErrorBoundaryProps } from '@/components/layout/error-screen';

// Next loads a boundary with every page below it, whether or not anything fails. The screen, its table of
// messages and its button styles (about 3 KB gzip) load only when a page has failed; if even that cannot
// load, the failure goes on to the root boundary's plain screen.
const SiteErrorScreen = lazy(() =>
  import('@/components/layout/site-error-screen').then((module) => ({ default: module.SiteErrorScreen })),
);

/**
 * The boundary of every public page: it shows the failed page's own title and spec message (or sends the
 * visitor where the product description says), by path. Sections have no error.tsx of their own, since each one would add a
 * chunk with a second copy of this screen to the first load of every page below it.
 */
export default function SiteError(props: ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <SiteErrorScreen {...props} />
    </Suspense>
  );
}
