import type { Metadata } from 'next';
import { StatusScreen } from '@/components/layout/status-screen';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';

export const metadata: Metadata = { title: NOT_FOUND_SCREENS.page.title };

/*
 * Next sends this boundary with every page of the site, so it stays a bare screen. An unknown address is
 * rewritten to app/(site)/missing, inside the site's layout, instead.
 */
export default function NotFound() {
  return (
    <main id="main">
      <StatusScreen {...NOT_FOUND_SCREENS.page} />
    </main>
  );
}
