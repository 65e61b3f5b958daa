'use client';

import type { ComponentProps, ComponentType } from 'react';
import type { ListNoticeProps } from '@/components/content/list-search-more';
import { SearchField } from '@/components/content/search-field';
import type { ListSearchState } from '@/components/content/use-list-search';
import { storeSelectedTerm } from '@/components/glossary/term-handoff';
import { Link } from '@/components/ui/link';
import { LIST_QUERY_MAX } from '@/lib/validations/list-query-limit';

export interface CategoryTermItem {
  id: number;
  term: string;
  /** The start of the explanation's plain text. */
  text: string;
}

export interface CategoryTermsProps {
  categoryId: string;
  categoryName: string;
  items: CategoryTermItem[];
}

const SUMMARY_LENGTH = 220;

interface CategoryTermsViewProps extends CategoryTermsProps {
  /** The terms to show (the search's matches); `items` are all of the category's. */
  shown: CategoryTermItem[];
  query: string;
  result: ListSearchState;
  /** What the list says beside its rows (the live search adds a failed search's Try Again). */
  Notices: ComponentType<ListNoticeProps>;
  field: Omit<ComponentProps<typeof SearchField>, 'id' | 'label' | 'name' | 'placeholder' | 'maxLength'>;
}

/** The category's search field and terms, for a query and the search's state. */
export function CategoryTermsView({ categoryName, items, shown, query, result, Notices, field }: CategoryTermsViewProps) {
  return (
    <div>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <SearchField
          id="category-search"
          label={`Search ${categoryName}`}
          name="q"
          placeholder={`Search ${categoryName}...`}
          maxLength={LIST_QUERY_MAX}
          {...field}
        />
      </form>
      <section aria-labelledby="terms-heading" className="mt-8" aria-busy={result.status === 'loading' || undefined}>
        <h2 id="terms-heading" className="text-xl font-semibold">
          Terms &amp; Definitions
        </h2>
        <Notices result={result} query={query} className="mt-4" />
        {result.status === 'invalid' ? (
          <p role="alert" className="mt-4 text-amber-800 dark:text-amber-200">
            {result.message}
          </p>
        ) : shown.length === 0 ? (
          result.status === 'loading' ? null : (
            <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
              {items.length === 0 && !query.trim() ? 'No entries in this category yet.' : `No entries found for "${query.trim()}"`}
            </p>
          )
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
