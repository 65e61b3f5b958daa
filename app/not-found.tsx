import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NotFoundContent } from '@/components/layout/status-screens';

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="pt-16">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
