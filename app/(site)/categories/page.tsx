import type { Metadata } from 'next';
import { CategoryCard } from '@/components/categories/category-card';
import { listCategorySummaries } from '@/lib/db/categories';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'EV Repair Topics',
  description:
    'Browse EV repair knowledge by topic: battery systems, charging, diagnostics, high-voltage safety, maintenance and more.',
  alternates: { canonical: '/categories' },
};

export default async function CategoriesPage() {
  const categories = await listCategorySummaries();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Categories</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-400">
        Glossary terms grouped by topic. Open a category to search its terms, find related tools and videos.
      </p>
      {categories.length === 0 ? (
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
