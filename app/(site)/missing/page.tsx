import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';

/*
 * Every address that matches no route is rewritten here (next.config.mjs, a fallback rewrite), so its 404
 * screen comes inside the site's layout, with the header and footer, while the root not-found, which Next
 * sends with every page, stays a bare screen. One static page answers them all: made-up addresses do not
 * each become an entry of the page cache.
 */
export const revalidate = 3600;

export const metadata: Metadata = { title: NOT_FOUND_SCREENS.page.title };

export default function MissingPage() {
  return <NotFoundPage {...NOT_FOUND_SCREENS.page} />;
}
