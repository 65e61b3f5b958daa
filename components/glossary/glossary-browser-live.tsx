'use client';

import { useMemo } from 'react';
import { NuqsAdapter, useListFilter } from '@/components/content/list-filter';
import type { LiveSearchProps } from '@/components/content/on-demand-search';
import { ListSearchNotices } from '@/components/content/list-search-notices';
import { SearchSpinner } from '@/components/content/search-spinner';
import { rowsForSearch, useListSearch } from '@/components/content/use-list-search';
import { GlossaryIndex } from '@/components/glossary/glossary-index';
import { groupByLetter } from '@/components/glossary/group-by-letter';
import { matchesQuery } from '@/components/glossary/term-match';
import { GlossaryListView, type GlossaryListItem } from '@/components/glossary/glossary-list-view';

type LiveGlossaryListProps = LiveSearchProps & { items: GlossaryListItem[]; activeId?: number };

/** The glossary list once the visitor reaches for its search: the query in the address, the terms from the server's search. */
export function LiveGlossaryList(props: LiveGlossaryListProps) {
  return (
    <NuqsAdapter>
      <List {...props} />
    </NuqsAdapter>
  );
}

function List(props: LiveGlossaryListProps) {
  const { filter, setFilter, inputRef } = useListFilter(props);
  const result = useListSearch({ kind: 'glossary' }, filter.q);
  const letters = useMemo(() => groupByLetter(props.items).map((group) => group.letter), [props.items]);
  // Without the server's search, the terms and the starts of their explanations are still on the page.
  const shown = rowsForSearch(props.items, result, (item) => matchesQuery({ term: item.term, text: item.summary }, filter.q));
  return (
    <GlossaryListView
      items={shown}
      activeId={props.activeId}
      query={filter.q}
      result={result}
      Notices={ListSearchNotices}
      index={(withTerms) => <GlossaryIndex letters={letters} withTerms={withTerms} />}
      field={{ value: filter.q, onChange: (q) => setFilter({ q }), status: <SearchSpinner searching={result.status === 'loading'} />, inputRef }}
    />
  );
}
