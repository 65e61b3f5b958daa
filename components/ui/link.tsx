'use client';

import NextLink from 'next/link';
// The context next/link itself reads: unlike useRouter() it is null, not an error, outside the App Router
// (a component rendered on its own in a test), where there is nothing to prefetch into.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The public site's link: next/link, prefetching the target when the visitor shows intent (a pointer over
 * it, a finger on it, keyboard focus) instead of as soon as it scrolls into view. Viewport prefetching
 * fetched and decoded the page data of every visible link while the page was still hydrating: on the home
 * page and an article about a quarter of the main thread's work in the first three seconds, on a phone's
 * CPU and data plan, for links most visitors never follow. A finger landing on a link still starts the
 * fetch before the tap ends, and the pages are cached, so following a link stays quick.
 * `prefetch={false}` still turns prefetching off entirely.
 */
export function Link({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useContext(AppRouterContext);
  const target = prefetch !== false && typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') ? href : null;
  const prefetchTarget = () => {
    if (target) router?.prefetch(target);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetchTarget();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetchTarget();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetchTarget();
      }}
    />
  );
}
