import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AffiliateLinkForm } from '@/components/admin/affiliate/affiliate-link-form';
import { requireAdminPage } from '@/lib/auth';
import { getAdminAffiliateLink, type AdminAffiliateLink } from '@/lib/db/affiliate-links';
import { AFFILIATE_MESSAGES, parseAffiliateId } from '@/lib/admin/affiliate';
import { checkAffiliateImage, saveAffiliateLink } from '@/app/(admin)/admin/(guarded)/affiliate/actions';

export const metadata: Metadata = { title: 'Edit Affiliate Link', robots: { index: false, follow: false } };

export default async function EditAffiliateLinkPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const id = parseAffiliateId((await params).id);
  // The product description: an unknown link, or one that cannot be loaded, sends the administrator back to the list.
  if (id === undefined) redirect('/admin/affiliate?notice=not-found');
  let link: AdminAffiliateLink | undefined;
  try {
    link = await getAdminAffiliateLink(id);
  } catch (error) {
    console.error(AFFILIATE_MESSAGES.loadOneFailed, error);
    redirect('/admin/affiliate?notice=load-failed');
  }
  if (!link) redirect('/admin/affiliate?notice=not-found');
  const { title, description, affLink, imgUrl } = link;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Edit Affiliate Link" subtitle={title} />
      <AffiliateLinkForm
        initial={{ title, description, affLink, imgUrl }}
        save={{ mode: 'edit', id: link.id, action: saveAffiliateLink }}
        checkImage={checkAffiliateImage}
      />
    </div>
  );
}
