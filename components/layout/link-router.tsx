'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isBareQueryPage } from '@/lib/query-route-paths';

function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-site-link]') : null;
  if (!anchor || anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
  return anchor.target && anchor.target !== '_self' ? null : anchor;
}

/**
 * Client-side navigation for every server-rendered link of the page (components/ui/site-link.tsx), from one set of
 * listeners on the document: a plain click opens the target through the router, as next/link does, and a pointer
 * over a link, a finger on it or keyboard focus prefetches it once (the intent rule of components/ui/link.tsx,
 * bare query pages never). Clicks with a modifier key or another button, other windows, downloads and jumps within
 * the page keep the browser's own behaviour.
 */
export function LinkRouter() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = siteLinkOf(event.target);
      if (!anchor) return;
      const here = window.location;
      if (anchor.hash && anchor.pathname === here.pathname && anchor.search === here.search) return;
      event.preventDefault();
      router.push(`${anchor.pathname}${anchor.search}${anchor.hash}`, { scroll: anchor.dataset.scroll !== 'false' });
    };
    const onIntent = (event: Event) => {
      const anchor = siteLinkOf(event.target);
      if (!anchor || anchor.dataset.prefetch === 'false') return;
      const href = `${anchor.pathname}${anchor.search}`;
      if (prefetched.has(href) || isBareQueryPage(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const listeners = [
      ['click', onClick],
      ['pointerover', onIntent],
      ['touchstart', onIntent],
      ['focusin', onIntent],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { passive: type !== 'click' });
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [router]);

  return null;
}
