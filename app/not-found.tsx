import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NotFoundContent } from '@/components/layout/status-screens';
import { getLogo } from '@/lib/logo';

export default async function NotFound() {
  const logo = await getLogo();
  return (
    <>
      <SiteHeader logo={logo} />
      <main id="main" className="pt-16">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
