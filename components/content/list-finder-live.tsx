'use client';

import { useLayoutEffect, useRef } from 'react';
import { FinderView, type ListFinderProps } from '@/components/content/list-finder-view';
import { NuqsAdapter, useListFilter } from '@/components/content/list-filter';
import { ListSearchNotices } from '@/components/content/list-search-notices';
import type { LiveSearchProps } from '@/components/content/on-demand-search';
import { SearchSpinner } from '@/components/content/search-spinner';
import { useListSearch } from '@/components/content/use-list-search';

type LiveFinderProps = ListFinderProps & LiveSearchProps & { id: string };

/** The finder once the visitor reaches for its search: the filter in the address, the list from the server's search. */
export function LiveFinder(props: LiveFinderProps) {
  return (
    <NuqsAdapter>
      <Finder {...props} />
    </NuqsAdapter>
  );
}

function Finder(props: LiveFinderProps) {
  const { filter, setFilter, inputRef } = useListFilter(props);
  const topicsRef = useRef<HTMLElement>(null);
  const { topic, topicFocused } = props.handoff;

  useLayoutEffect(() => {
    // The topic link the visitor chose by keyboard keeps the focus as the live links replace the plain ones.
    if (topicFocused && topic !== undefined) topicsRef.current?.querySelector<HTMLElement>(`a[data-topic="${CSS.escape(topic)}"]`)?.focus();
  }, [topic, topicFocused]);

  const result = useListSearch(
    props.search,
    filter.q,
    props.serverMatches ? { q: props.filter.q, ...props.serverMatches } : undefined,
  );
  return (
    <FinderView
      {...props}
      shown={filter}
      result={result}
      Notices={ListSearchNotices}
      field={{ value: filter.q, onChange: (q) => setFilter({ q }), status: <SearchSpinner searching={result.status === 'loading'} />, inputRef }}
      inPlace
      onTopic={(chosen) => setFilter({ topic: chosen }, 'push')}
      topicsRef={topicsRef}
    />
  );
}
