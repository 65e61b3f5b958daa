import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';

/*
 * An address that matches no route lands here, inside the site's layout, so its 404 screen comes with the
 * header and footer while the root not-found stays a bare screen: Next sends the root one with every page,
 * and with the header and footer in it that was about 6 KB more payload on each. Static, like the pages
 * whose rows are missing, because only a prerender answers 404 with the screen in its HTML.
 */
export const dynamic = 'force-static';
export const revalidate = 3600;

export const metadata: Metadata = { title: NOT_FOUND_SCREENS.page.title };

export default function MissingPage() {
  return <NotFoundPage {...NOT_FOUND_SCREENS.page} />;
}
