'use client';

import { clsx } from 'clsx';
import type { ComponentProps, ComponentType, MouseEvent, ReactNode, Ref } from 'react';
import type { ListNoticeProps } from '@/components/content/list-search-more';
import { SearchField } from '@/components/content/search-field';
import { foundIds, inFoundOrder, type ListSearchState, type ListTarget } from '@/components/content/use-list-search';
import { interleaveAds } from '@/lib/ads';
import { fieldsMatch, hasTopic, type SearchableField } from '@/lib/content/list-search';
import { LIST_QUERY_MAX } from '@/lib/validations/list-query-limit';
import type { ListMatches } from '@/lib/validations/list-query';

export interface FinderItem {
  /** The row's id as the list search answers it (a guide's slug). */
  id: string;
  /** The fields the page shows (title, description…): searched here only when the server search fails. */
  fields: SearchableField[];
  /** Searched too, and the topic filter's values. */
  tags: string[];
  /** The card, rendered on the server. */
  card: ReactNode;
}

export interface FinderFilter {
  q: string;
  topic: string;
}

export interface ListFinderProps {
  /** The list's own address: the search form and topic links work from it without JavaScript. */
  path: string;
  /** The filter the server rendered the list for (empty on the static page). */
  filter: FinderFilter;
  items: FinderItem[];
  /** Which list the server searches. */
  search: ListTarget;
  /** What the server found for `filter.q` (topic not applied). */
  serverMatches?: ListMatches;
  /** A topic filter over the tags, with the label of its first choice (every topic). */
  topics?: { values: string[]; allLabel: string };
  placeholder: string;
  label: string;
  listLabel: string;
  listClassName: string;
  /** An ad unit placed after every `adEvery` cards (nothing when ads are off). */
  ad: ReactNode;
  adEvery: number;
  adClassName?: string;
  /** Shown when the list is empty with no filter, and when nothing matches the filter. */
  empty: ReactNode;
  noMatches: ReactNode;
}

export function searchOf(filter: FinderFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.topic.trim()) params.set('topic', filter.topic.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A plain left click, which the page may handle in place; a new tab or window keeps the link's own behaviour. */
export const plainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

interface FinderViewProps extends ListFinderProps {
  id: string;
  /** The filter shown (the address's once the search is live). */
  shown: FinderFilter;
  result: ListSearchState;
  /** What the list says beside its rows (the live search adds a failed search's Try Again). */
  Notices: ComponentType<ListNoticeProps>;
  field: Omit<ComponentProps<typeof SearchField>, 'id' | 'label' | 'name' | 'placeholder' | 'maxLength'>;
  /** Submitting in place (the live search); without it the form is a GET to the list's address. */
  inPlace: boolean;
  onTopic: (topic: string, href: string, focused: boolean) => void;
  /** A press or focus on a topic link: a click is likely. */
  onTopicIntent?: () => void;
  topicsRef?: Ref<HTMLElement>;
}

/** The list's search form, topic links and cards, for a filter and the search's state. */
export function FinderView(props: FinderViewProps) {
  const { path, items, topics, placeholder, label, listLabel, listClassName, id, shown: filter, result, field, inPlace, Notices } = props;
  const { onTopic, onTopicIntent, topicsRef, ad, adEvery, adClassName, empty, noMatches } = props;
  // The server's matches in its order (most relevant first); the page's own order otherwise.
  const found = result.status === 'invalid' ? [] : result.status === 'failed' ? undefined : foundIds(result);
  const candidates = found ? inFoundOrder(items, found, (item) => item.id) : items;
  const shown = candidates.filter(
    (item) => hasTopic(item.tags, filter.topic) && (result.status !== 'failed' || fieldsMatch([...item.fields, item.tags], filter.q)),
  );
  const filtered = filter.q.trim() !== '' || filter.topic.trim() !== '';
  const loading = result.status === 'loading';

  return (
    <>
      <form
        role="search"
        action={path}
        method="get"
        onSubmit={inPlace ? (event) => event.preventDefault() : undefined}
        className="relative"
      >
        {filter.topic && <input type="hidden" name="topic" value={filter.topic} />}
        <SearchField id={id} label={label} name="q" placeholder={placeholder} maxLength={LIST_QUERY_MAX} {...field} />
      </form>
      {topics && topics.values.length > 0 && (
        <nav ref={topicsRef} aria-label="Topics" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {['', ...topics.values].map((value) => {
              const active = value.toLowerCase() === filter.topic.trim().toLowerCase();
              const href = `${path}${searchOf({ q: filter.q, topic: value })}`;
              return (
                <li key={value || 'all'}>
                  <a
                    href={href}
                    data-topic={value}
                    aria-current={active ? 'page' : undefined}
                    onPointerDown={onTopicIntent}
                    onFocus={onTopicIntent}
                    onClick={(event) => {
                      if (!plainClick(event)) return;
                      event.preventDefault();
                      onTopic(value, href, event.currentTarget === document.activeElement);
                    }}
                    className={clsx(
                      'inline-block rounded-full border px-3 py-1 text-sm',
                      active
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900',
                    )}
                  >
                    {value || topics.allLabel}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <div className="mt-6" aria-busy={loading || undefined}>
        {result.status === 'invalid' ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
            {result.message}
          </p>
        ) : (
          <>
            <Notices result={result} query={filter.q} className="mb-4" />
            {shown.length === 0 ? (
              filtered ? (
                loading ? null : noMatches
              ) : (
                empty
              )
            ) : (
              <ul className={listClassName} aria-label={listLabel}>
                {interleaveAds(shown, adEvery).map((entry) =>
                  entry.kind === 'item' ? (
                    <li key={entry.item.id}>{entry.item.card}</li>
                  ) : (
                    <li key={entry.key} className={adClassName}>
                      {ad}
                    </li>
                  ),
                )}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  );
}
