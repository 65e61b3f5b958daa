import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LogoManager } from '@/components/admin/logo/logo-manager';
import { requireAdminPage } from '@/lib/auth';
import { readLogoStatus } from '@/lib/logo';
import { deleteLogo, uploadLogo } from './actions';

export const metadata: Metadata = { title: 'Logo Management', robots: { index: false, follow: false } };

export default async function AdminLogoPage() {
  await requireAdminPage();
  // The product description: a failed logo check shows the same warning as no logo.
  const current = await readLogoStatus().catch((error: unknown) => {
    console.error('logo check failed', error);
    return null;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Logo Management" subtitle="Upload the logo shown in the site header" />
      <LogoManager current={current} upload={uploadLogo} remove={deleteLogo} />
    </div>
  );
}
