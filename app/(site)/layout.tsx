import { Suspense } from 'react';
import { subscribeToNewsletter } from '@/app/(site)/actions';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader subscribe={subscribeToNewsletter} />
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <main id="main" className="pt-16">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
