'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/** Every change of path or query starts at the top of the page (the site's rule). */
export function ScrollToTop() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}
