import { Plus as PlusNode } from 'lucide';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AffiliateLinkList } from '@/components/admin/affiliate/affiliate-link-list';
import { AffiliateNotice } from '@/components/admin/affiliate/affiliate-notice';
import { LoadFailed } from '@/components/admin/load-failed';
import { buttonVariants } from '@/components/ui/button';
import { requireAdminPage } from '@/lib/auth';
import { listAdminAffiliateLinks } from '@/lib/db/affiliate-links';
import { AFFILIATE_MESSAGES } from '@/lib/admin/affiliate';
import { removeAffiliateLink } from './actions';
import { lucideIcon } from '@/components/ui/icon';

const Plus = lucideIcon(PlusNode);

export const metadata: Metadata = { title: 'Affiliate Link Manager', robots: { index: false, follow: false } };

/** Messages the edit screen sends back with its redirect. */
const NOTICES: Record<string, string> = {
  'not-found': AFFILIATE_MESSAGES.notFound,
  'load-failed': AFFILIATE_MESSAGES.loadOneFailed,
};

export default async function AdminAffiliatePage({ searchParams }: { searchParams: Promise<{ notice?: string | string[] }> }) {
  await requireAdminPage();
  const { notice } = await searchParams;
  const links = await listAdminAffiliateLinks().catch((error: unknown) => {
    console.error(AFFILIATE_MESSAGES.loadFailed, error);
    return undefined;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AffiliateNotice message={typeof notice === 'string' ? (NOTICES[notice] ?? null) : null} />
      <AdminPageHeader title="Affiliate Link Manager" subtitle="Products recommended across the site, with their clicks">
        <Link href="/admin/affiliate/new" className={buttonVariants()}>
          <Plus className="size-4" aria-hidden />
          Add Affiliate Link
        </Link>
      </AdminPageHeader>
      {links ? <AffiliateLinkList links={links} remove={removeAffiliateLink} /> : <LoadFailed message={AFFILIATE_MESSAGES.loadFailed} />}
    </div>
  );
}
