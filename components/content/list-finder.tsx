'use client';

import { useId } from 'react';
import { ListSearchMore } from '@/components/content/list-search-more';
import { FinderView, type ListFinderProps } from '@/components/content/list-finder-view';
import { useOnDemandSearch } from '@/components/content/on-demand-search';
import type { ListSearchState } from '@/components/content/use-list-search';
import { checkListQuery } from '@/lib/validations/list-query';

export type { FinderFilter, FinderItem } from '@/components/content/list-finder-view';

const loadLive = () => import('@/components/content/list-finder-live').then((module) => module.LiveFinder);

/**
 * A list page's cards with their search (and topic filter). Every card is on the page; as the visitor
 * types, the list asks the database which rows match (the site's case-insensitive substring over the
 * fields it names, bodies included) and shows those cards. The filter lives in the address through nuqs
 * (replaced while typing, pushed for a topic), so it can be shared, and a shared link is rendered filtered
 * on the server. Until the visitor reaches for the search, the page carries only the list the server
 * rendered and a plain GET form: the live search loads on demand (`useOnDemandSearch`).
 */
export function ListFinder(props: ListFinderProps) {
  const id = useId();
  const checked = checkListQuery(props.filter.q);
  const answered = !checked.q || checked.problem !== undefined || props.serverMatches !== undefined;
  const search = useOnDemandSearch(loadLive, props.filter, !answered);
  if (search.Live) return <search.Live {...props} id={id} {...search.live} />;

  // What the server rendered: its matches for the query, and the topic (a topic chosen here shows at once).
  const result: ListSearchState = checked.problem
    ? { status: 'invalid', message: checked.problem }
    : checked.q && props.serverMatches
      ? { status: 'done', ...props.serverMatches }
      : { status: 'all' };
  return (
    <FinderView
      {...props}
      id={id}
      shown={{ q: props.filter.q, topic: search.live.handoff.topic ?? props.filter.topic }}
      result={result}
      Notices={ListSearchMore}
      field={{ defaultValue: props.filter.q, status: null, ...search.field }}
      inPlace={false}
      onTopic={search.chooseTopic}
      onTopicIntent={search.prefetch}
    />
  );
}
