import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LeadFilterBar } from '@/components/admin/leads/lead-filter-bar';
import { LeadList } from '@/components/admin/leads/lead-list';
import { LoadFailed } from '@/components/admin/load-failed';
import { requireAdminPage } from '@/lib/auth';
import { listInstallerLeads } from '@/lib/db/admin-installer-leads';
import { LEAD_MESSAGES, parseLeadFilter } from '@/lib/admin/installer-leads';
import { approveLead, rejectLead } from '@/app/(admin)/admin/(guarded)/installer-leads/actions';

export const metadata: Metadata = { title: 'Installer Applications', robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InstallerLeadsPage({ searchParams }: PageProps) {
  await requireAdminPage();
  const filter = parseLeadFilter((await searchParams).status);
  const loaded = await listInstallerLeads(filter).catch((error: unknown) => {
    console.error(LEAD_MESSAGES.loadFailed, error);
    return undefined;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Installer Applications" subtitle="Review applications from /installers/join and publish them in the directory" />
      {loaded ? (
        <>
          <LeadFilterBar active={filter} counts={loaded.counts} />
          <LeadList leads={loaded.leads} filter={filter} actions={{ approveLead, rejectLead }} />
        </>
      ) : (
        <LoadFailed message={LEAD_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
