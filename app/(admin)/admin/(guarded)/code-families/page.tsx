import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CodeFamilyManager } from '@/components/admin/code-families/code-family-manager';
import { LoadFailed } from '@/components/admin/load-failed';
import { requireAdminPage } from '@/lib/auth';
import { listAdminCodeFamilies, listCitedSources } from '@/lib/db/admin-code-families';
import { CODE_FAMILY_MESSAGES } from '@/lib/admin/code-family';
import { exportCodeFamilyCsv, importCodeFamilyCsv, previewCodeFamilyCsv, saveCodeFamily } from './actions';

export const metadata: Metadata = { title: 'Code Families', robots: { index: false, follow: false } };

export default async function AdminCodeFamiliesPage() {
  await requireAdminPage();
  const loaded = await Promise.all([listAdminCodeFamilies(), listCitedSources()]).catch((error: unknown) => {
    console.error(CODE_FAMILY_MESSAGES.loadFailed, error);
    return undefined;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Code Families" subtitle="What each family of fault codes means, with its public sources: shown on the page of every code in it" />
      {loaded ? (
        <CodeFamilyManager
          families={loaded[0]}
          sources={loaded[1]}
          actions={{ save: saveCodeFamily, previewCsv: previewCodeFamilyCsv, importCsv: importCodeFamilyCsv, exportCsv: exportCodeFamilyCsv }}
        />
      ) : (
        <LoadFailed message={CODE_FAMILY_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
