'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps the tab's title in step with a result the browser computes. The server writes the title for the
 * address it rendered; inputs changed on the page rewrite the address in place without a new render, so the
 * title would otherwise keep naming the first vehicle. The site's suffix (" | Site") is kept from that title.
 */
export function useDocumentTitle(title: string) {
  const suffix = useRef<string | null>(null);
  useEffect(() => {
    if (suffix.current === null) {
      const at = document.title.lastIndexOf(' | ');
      suffix.current = at < 0 ? '' : document.title.slice(at);
    }
    document.title = `${title}${suffix.current}`;
  }, [title]);
}
