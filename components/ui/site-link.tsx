import type { AnchorHTMLAttributes } from 'react';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** `false` keeps the scroll position when the page changes (a term opened over a list). */
  scroll?: boolean;
  /** `false` never prefetches the target, not even on intent. */
  prefetch?: false;
};

/**
 * A link of the site for server components: a plain anchor that the one LinkRouter of the page
 * (components/layout/link-router.tsx) turns into a client-side navigation, prefetched when the visitor shows
 * intent, as next/link does. A next/link here was a client component per link, and pages carry 30 to 60 of them
 * (the header, the footer, lists): each cost the server a client reference in the page's data and the browser a
 * component to hydrate (docs/decisions/0442). Client components keep using components/ui/link.tsx.
 */
export function Link({ scroll, prefetch, ...props }: SiteLinkProps) {
  return (
    <a
      {...props}
      data-site-link=""
      data-scroll={scroll === false ? 'false' : undefined}
      data-prefetch={prefetch === false ? 'false' : undefined}
    />
  );
}
