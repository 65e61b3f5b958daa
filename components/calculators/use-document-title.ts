'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps the tab's title in step with a result the browser computes. The server writes the title for the
 * address it rendered; inputs changed on the page rewrite the address in place without a new render, so the
 * title would otherwise keep naming the first vehicle. The site's suffix (" | Site") is kept from that title.
 *
 * The page's metadata hydrates in a boundary of its own, sometimes after this component's effects have run and
 * the visitor has already typed; hydrating it writes the server's title back into the element. That one write is
 * undone. Any other title (the next page's, after a client navigation) is left alone.
 */
export function useDocumentTitle(title: string) {
  const rendered = useRef<{ title: string; suffix: string } | null>(null);
  useEffect(() => {
    if (rendered.current === null) {
      const at = document.title.lastIndexOf(' | ');
      rendered.current = { title: document.title, suffix: at < 0 ? '' : document.title.slice(at) };
    }
    const server = rendered.current.title;
    const wanted = `${title}${rendered.current.suffix}`;
    document.title = wanted;
    const observer = new MutationObserver(() => {
      if (document.title === server && wanted !== server) document.title = wanted;
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}
