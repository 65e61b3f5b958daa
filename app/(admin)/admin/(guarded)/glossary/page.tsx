import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { GlossaryManager } from '@/components/admin/glossary/glossary-manager';
import { LoadFailed } from '@/components/admin/load-failed';
import { requireAdminPage } from '@/lib/auth';
import { htmlToText } from '@/lib/content/sanitize-html';
import { listCategoryOverview } from '@/lib/db/admin-categories';
import { findDuplicateTerms, listAdminGlossaryPage } from '@/lib/db/admin-glossary';
import { GLOSSARY_MESSAGES, GLOSSARY_PAGE_SIZE } from '@/lib/admin/glossary';
import {
  addGlossaryEntry,
  deleteGlossaryEntryAction,
  importGlossaryCsv,
  loadPreviewTerms,
  removeDuplicateEntries,
  updateGlossaryEntryAction,
} from './actions';

export const metadata: Metadata = { title: 'Glossary Management', robots: { index: false, follow: false } };

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default async function AdminGlossaryPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const query = first(params.q).trim().slice(0, 200);
  const page = Math.max(1, Number.parseInt(first(params.page), 10) || 1);

  const list = await listAdminGlossaryPage({ query, page, pageSize: GLOSSARY_PAGE_SIZE }).catch((error: unknown) => {
    console.error(GLOSSARY_MESSAGES.loadFailed, error);
    return undefined;
  });
  // The product description: a failed duplicate check shows no warning, and failed category reads give empty results.
  const [duplicates, overview] = await Promise.all([
    findDuplicateTerms().catch((error: unknown) => {
      console.error('duplicate detection failed', error);
      return [];
    }),
    listCategoryOverview().catch((error: unknown) => {
      console.error('categories failed to load', error);
      return { categories: [], uncategorized: 0 };
    }),
  ]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <AdminPageHeader title="Glossary Management" subtitle="Add, edit, import and remove glossary entries" />
      {list ? (
        <GlossaryManager
          entries={list.entries.map((entry) => ({
            id: entry.id,
            term: entry.term,
            explanation: entry.explanation,
            text: htmlToText(entry.explanation),
            categoryId: entry.categoryId,
            updatedAt: entry.updatedAt,
            updatedLabel: dateFormat.format(new Date(entry.updatedAt)),
          }))}
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          query={query}
          duplicates={duplicates}
          categories={overview.categories.map((category) => ({ id: category.id, name: category.name }))}
          actions={{
            add: addGlossaryEntry,
            update: updateGlossaryEntryAction,
            remove: deleteGlossaryEntryAction,
            importCsv: importGlossaryCsv,
            removeDuplicates: removeDuplicateEntries,
            loadTerms: loadPreviewTerms,
          }}
        />
      ) : (
        <LoadFailed message={GLOSSARY_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
