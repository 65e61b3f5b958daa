'use client';

import { Link } from '@/components/ui/link';
import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { matchesQuery } from '@/components/glossary/group-by-letter';
import { storeSelectedTerm } from '@/components/glossary/term-handoff';

export interface CategoryTermItem {
  id: number;
  term: string;
  text: string;
}

const SUMMARY_LENGTH = 220;

/** The category's searchable terms; choosing one hands its id to the glossary, which opens it. */
export function CategoryTerms({ categoryName, items }: { categoryName: string; items: CategoryTermItem[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => items.filter((item) => matchesQuery(item, deferred)), [items, deferred]);

  return (
    <div>
      <label htmlFor="category-search" className="sr-only">
        Search {categoryName}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          id="category-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={`Search ${categoryName}...`}
          autoComplete="off"
          className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 dark:border-slate-700 dark:bg-slate-900"
        />
      </div>
      <section aria-labelledby="terms-heading" className="mt-8">
        <h2 id="terms-heading" className="text-xl font-semibold">
          Terms &amp; Definitions
        </h2>
        {shown.length === 0 ? (
          <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
            {items.length === 0 && !deferred.trim() ? 'No entries in this category yet.' : `No entries found for "${deferred}"`}
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {shown.map((item) => (
              <li key={item.id}>
                <Link
                  href={`/glossary/${item.id}`}
                  prefetch={false}
                  onClick={() => storeSelectedTerm(item.id)}
                  className="block rounded-xl border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-800"
                >
                  <span className="block font-semibold">{item.term}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                    {item.text.length > SUMMARY_LENGTH ? `${item.text.slice(0, SUMMARY_LENGTH).trimEnd()}…` : item.text}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
