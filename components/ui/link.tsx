'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { isBareQueryPage } from '@/lib/query-route-paths';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The public site's link: next/link, prefetching the target when the visitor shows intent (a pointer over
 * it, a finger on it, keyboard focus) instead of as soon as it scrolls into view. Viewport prefetching
 * fetched and decoded the page data of every visible link while the page was still hydrating: on the home
 * page and an article about a quarter of the main thread's work in the first three seconds, on a phone's
 * CPU and data plan, for links most visitors never follow. A finger landing on a link still starts the
 * fetch before the tap ends, and the pages are cached, so following a link stays quick. This is Next's
 * documented hover-triggered prefetch (its Prefetching guide): the link's own `prefetch` turns from `false`
 * to the default once the visitor shows intent. `prefetch={false}` still turns prefetching off entirely, and a
 * page with results per query is never prefetched bare (lib/query-route-paths.ts says why).
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent || isBareQueryPage(props.href) ? false : prefetch}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        showIntent();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        showIntent();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        showIntent();
      }}
    />
  );
}
