'use client';

import { useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';
import type { ListNoticeProps } from '@/components/content/list-search-more';
import { SearchField } from '@/components/content/search-field';
import { foundIds, type ListSearchState } from '@/components/content/use-list-search';
import { groupByLetter } from '@/components/glossary/group-by-letter';
import { Link } from '@/components/ui/link';
import { interleaveAds } from '@/lib/ads';
import { LIST_QUERY_MAX } from '@/lib/validations/list-query-limit';

export interface GlossaryListItem {
  id: number;
  term: string;
  /** The start of the explanation's plain text; the whole explanation lives on /glossary/{id}. */
  summary: string;
}

// One banner ad after every few letter groups keeps the list readable.
const GROUPS_PER_AD = 3;

interface GlossaryListViewProps {
  /** The terms to show (the search's matches). */
  items: GlossaryListItem[];
  activeId?: number;
  query: string;
  result: ListSearchState;
  /** What the list says beside its rows (the live search adds a failed search's Try Again). */
  Notices: ComponentType<ListNoticeProps>;
  /** The A–Z index for the letters that have terms shown. */
  index: (withTerms: string[]) => ReactNode;
  field: Omit<ComponentProps<typeof SearchField>, 'id' | 'label' | 'name' | 'placeholder' | 'maxLength'>;
}

/** The search field, the A–Z index and the letter-grouped terms, for a query and the search's state. */
export function GlossaryListView({ items, activeId, query, result, Notices, index, field }: GlossaryListViewProps) {
  // A search's terms come most relevant first: the letters in the order of their best term, each letter's terms in rank order.
  const ranked = foundIds(result) !== undefined;
  const groups = useMemo(() => groupByLetter(items, ranked), [items, ranked]);
  // A term opened from a search keeps the search, so closing it comes back to the same list.
  const search = query.trim() ? `?${new URLSearchParams({ q: query }).toString()}` : '';

  return (
    <div data-glossary-list>
      <div className="relative">
        <SearchField id="glossary-search" label="Search terms" name="q" placeholder="Search terms..." maxLength={LIST_QUERY_MAX} {...field} />
      </div>
      {index(groups.map((group) => group.letter))}
      <Notices result={result} query={query} className="mt-4" />
      {result.status === 'invalid' ? (
        <p role="alert" className="mt-8 text-center text-amber-800 dark:text-amber-200">
          {result.message}
        </p>
      ) : groups.length === 0 ? (
        result.status === 'loading' ? null : (
          <p role="status" className="mt-8 text-center text-slate-600 dark:text-slate-400">
            No terms found matching &quot;{query.trim()}&quot;
          </p>
        )
      ) : (
        <div className="mt-6" aria-busy={result.status === 'loading' || undefined}>
          {interleaveAds(groups, GROUPS_PER_AD).map((entry) =>
            entry.kind === 'ad' ? (
              <AdSlot key={entry.key} format="banner" />
            ) : (
              <section key={entry.item.letter} aria-labelledby={`letter-${entry.item.letter}`} className="mb-6">
                <h2
                  id={`letter-${entry.item.letter}`}
                  className="sticky top-16 z-10 scroll-mt-16 border-b border-slate-200 bg-white/95 py-2 text-xl font-bold text-brand-700 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95 dark:text-brand-500"
                >
                  {entry.item.letter}
                </h2>
                <ul className="term-list mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                  {entry.item.items.map((item) => (
                    <li key={item.id}>
                      <Link
                        id={`term-${item.id}`}
                        href={`/glossary/${item.id}${search}`}
                        scroll={false}
                        prefetch={false}
                        aria-current={item.id === activeId ? 'true' : undefined}
                      >
                        <span>{item.term}</span>
                        <span>{item.summary}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </div>
      )}
    </div>
  );
}
