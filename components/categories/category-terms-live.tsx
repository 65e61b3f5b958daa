'use client';

import { CategoryTermsView, type CategoryTermsProps } from '@/components/categories/category-terms-view';
import { NuqsAdapter, useListFilter } from '@/components/content/list-filter';
import { ListSearchNotices } from '@/components/content/list-search-notices';
import type { LiveSearchProps } from '@/components/content/on-demand-search';
import { SearchSpinner } from '@/components/content/search-spinner';
import { rowsForSearch, useListSearch } from '@/components/content/use-list-search';
import { matchesQuery } from '@/components/glossary/term-match';

type LiveCategoryTermsProps = CategoryTermsProps & LiveSearchProps;

/** The category's terms once the visitor reaches for the search: the query in the address, the terms from the server's search. */
export function LiveCategoryTerms(props: LiveCategoryTermsProps) {
  return (
    <NuqsAdapter>
      <Terms {...props} />
    </NuqsAdapter>
  );
}

function Terms(props: LiveCategoryTermsProps) {
  const { filter, setFilter, inputRef } = useListFilter(props);
  const result = useListSearch({ kind: 'category', category: props.categoryId }, filter.q);
  const shown = rowsForSearch(props.items, result, (item) => matchesQuery(item, filter.q));
  return (
    <CategoryTermsView
      {...props}
      shown={shown}
      query={filter.q}
      result={result}
      Notices={ListSearchNotices}
      field={{ value: filter.q, onChange: (q) => setFilter({ q }), status: <SearchSpinner searching={result.status === 'loading'} />, inputRef }}
    />
  );
}
