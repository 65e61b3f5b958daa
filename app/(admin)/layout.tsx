import { subscribeToNewsletter } from '@/app/(site)/actions';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AdminToaster } from '@/components/toasts/admin-toaster';
import { getLogo } from '@/lib/logo';

export default async function AdminRootLayout({ children }: { children: React.ReactNode }) {
  const logo = await getLogo();
  return (
    <>
      <SiteHeader subscribe={subscribeToNewsletter} logo={logo} />
      <main id="main" className="min-h-[70vh] bg-slate-50 pt-16 dark:bg-slate-950">
        {children}
      </main>
      <SiteFooter />
      <AdminToaster />
    </>
  );
}
