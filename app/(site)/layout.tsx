import { Suspense } from 'react';
import { subscribeToNewsletter } from '@/app/(site)/actions';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ToasterHost } from '@/components/toasts/toaster-host';
import { getLogo } from '@/lib/logo';

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const logo = await getLogo();
  return (
    <>
      <SiteHeader subscribe={subscribeToNewsletter} logo={logo} />
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <main id="main" className="pt-16">
        {children}
      </main>
      <SiteFooter />
      <ToasterHost />
    </>
  );
}
