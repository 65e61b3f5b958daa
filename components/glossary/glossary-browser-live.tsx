'use client';

import { NuqsAdapter, useListFilter } from '@/components/content/list-filter';
import type { LiveSearchProps } from '@/components/content/on-demand-search';
import { useListSearch } from '@/components/content/use-list-search';
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
  return (
    <GlossaryListView
      items={props.items}
      activeId={props.activeId}
      query={filter.q}
      result={result}
      field={{ value: filter.q, onChange: (q) => setFilter({ q }), searching: result.status === 'loading', inputRef }}
    />
  );
}
