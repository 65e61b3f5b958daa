import type { Metadata } from 'next';
import { subscribeToNewsletter } from '@/app/(site)/actions';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { StatusScreen } from '@/components/layout/status-screen';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';
import { getLogo } from '@/lib/logo';

export const metadata: Metadata = { title: NOT_FOUND_SCREENS.page.title };

export default async function NotFound() {
  const logo = await getLogo();
  return (
    <>
      <SiteHeader subscribe={subscribeToNewsletter} logo={logo} />
      <main id="main" className="pt-16">
        <StatusScreen {...NOT_FOUND_SCREENS.page} />
      </main>
      <SiteFooter />
    </>
  );
}
