import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CategoryManager } from '@/components/admin/categories/category-manager';
import { LoadFailed } from '@/components/admin/load-failed';
import { requireAdminPage } from '@/lib/auth';
import { excerpt, htmlToText } from '@/lib/content/sanitize-html';
import { listCategoryEntries, listCategoryOverview } from '@/lib/db/admin-categories';
import { suggestAmong } from '@/lib/glossary/suggest-category';
import { CATEGORY_MESSAGES, GLOSSARY_PAGE_SIZE } from '@/lib/admin/glossary';
import {
  autoAssignBatchAction,
  autoAssignEntryAction,
  createCategoryAction,
  deleteCategoryAction,
  setEntryCategoryAction,
  updateCategoryAction,
} from './actions';

export const metadata: Metadata = { title: 'Category Management', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ category?: string | string[]; page?: string | string[] }> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

const EXCERPT_CHARS = 220;

async function load(categoryParam: string, page: number) {
  const overview = await listCategoryOverview();
  // An unknown or deleted category falls back to the uncategorized view.
  const selected = overview.categories.find((category) => category.id === categoryParam)?.id ?? null;
  const list = await listCategoryEntries(selected, { page, pageSize: GLOSSARY_PAGE_SIZE });
  return { overview, selected, list };
}

export default async function AdminCategoriesPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const page = Math.max(1, Number.parseInt(first(params.page), 10) || 1);
  const loaded = await load(first(params.category), page).catch((error: unknown) => {
    console.error(CATEGORY_MESSAGES.loadFailed, error);
    return undefined;
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Category Management" subtitle="Organize glossary entries into categories" />
      {loaded ? (
        <CategoryManager
          categories={loaded.overview.categories}
          uncategorized={loaded.overview.uncategorized}
          selectedId={loaded.selected}
          entries={loaded.list.entries.map((entry) => {
            const text = htmlToText(entry.explanation);
            return {
              id: entry.id,
              term: entry.term,
              excerpt: excerpt(text, EXCERPT_CHARS),
              ...(entry.categoryId === null ? { suggestedId: suggestAmong(loaded.overview.categories, entry.term, text) } : {}),
            };
          })}
          total={loaded.list.total}
          page={loaded.list.page}
          pageSize={loaded.list.pageSize}
          actions={{
            create: createCategoryAction,
            update: updateCategoryAction,
            remove: deleteCategoryAction,
            setEntryCategory: setEntryCategoryAction,
            autoAssignEntry: autoAssignEntryAction,
            autoAssignBatch: autoAssignBatchAction,
          }}
        />
      ) : (
        <LoadFailed message={CATEGORY_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
