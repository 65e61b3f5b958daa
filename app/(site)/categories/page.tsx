import type { Metadata } from 'next';
import { reloadPublicPage } from '@/app/(site)/actions';
import { CategoryCard } from '@/components/categories/category-card';
import { TryAgainButton } from '@/components/home/try-again-button';
import { listCategorySummaries, type CategorySummary } from '@/lib/db/categories';
import { toUserMessage } from '@/lib/errors';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'EV Repair Topics',
  description:
    'Browse EV repair knowledge by topic: battery systems, charging, diagnostics, high-voltage safety, maintenance and more.',
  alternates: { canonical: '/categories' },
};

export default async function CategoriesPage() {
  let categories: CategorySummary[] = [];
  let error: string | undefined;
  try {
    categories = await listCategorySummaries();
  } catch (cause) {
    console.error('categories failed to load', cause);
    error = toUserMessage(cause);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Categories</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-400">
        Glossary terms grouped by topic. Open a category to search its terms, find related tools and videos.
      </p>
      {error ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
          <p className="text-red-800 dark:text-red-200">{error}</p>
          <TryAgainButton path="/categories" reload={reloadPublicPage} className="mt-4" />
        </div>
      ) : categories.length === 0 ? (
        <p className="mt-8 text-slate-600 dark:text-slate-400">No categories yet.</p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
