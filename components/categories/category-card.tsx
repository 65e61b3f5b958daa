import { Link } from '@/components/ui/site-link';
import { CategoryIcon } from '@/components/categories/category-icon';
import type { CategorySummary } from '@/lib/db/types';

/** A category in the grid: name, description, term count and its newest terms (the reader picks how many). */
export function CategoryCard({ category }: { category: CategorySummary }) {
  const more = category.termCount - category.recentTerms.length;
  return (
    <Link
      href={`/category/${category.id}`}
      className="flex h-full flex-col rounded-xl border border-slate-200 p-5 transition hover:border-brand-500 hover:shadow-md dark:border-slate-800"
      data-testid="category-card"
    >
      <span className="flex items-center gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-brand-500">
          <CategoryIcon id={category.id} className="size-6" />
        </span>
        <span className="text-lg font-semibold">{category.name}</span>
      </span>
      {category.description && (
        <span className="mt-3 block text-sm text-slate-600 dark:text-slate-400">{category.description}</span>
      )}
      <span className="mt-3 block text-sm font-medium text-brand-700 dark:text-brand-500">
        {category.termCount} {category.termCount === 1 ? 'term' : 'terms'}
      </span>
      {category.recentTerms.length > 0 && (
        <span className="mt-3 flex flex-wrap gap-1.5">
          {category.recentTerms.map((term) => (
            <span key={term.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs dark:bg-slate-800">
              {term.term}
            </span>
          ))}
          {more > 0 && <span className="px-1 py-0.5 text-xs text-slate-500">+{more} more</span>}
        </span>
      )}
    </Link>
  );
}
