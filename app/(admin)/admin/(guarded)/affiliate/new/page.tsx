import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AffiliateLinkForm } from '@/components/admin/affiliate/affiliate-link-form';
import { requireAdminPage } from '@/lib/auth';
import { checkAffiliateImage, createAffiliateLink } from '@/app/(admin)/admin/(guarded)/affiliate/actions';

export const metadata: Metadata = { title: 'Add Affiliate Link', robots: { index: false, follow: false } };

export default async function NewAffiliateLinkPage() {
  await requireAdminPage();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Add Affiliate Link" subtitle="A product to recommend in the rotators across the site" />
      <AffiliateLinkForm save={{ mode: 'create', action: createAffiliateLink }} checkImage={checkAffiliateImage} />
    </div>
  );
}
