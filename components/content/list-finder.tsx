'use client';

// nuqs's plain-React adapter reads the URL from `location` after hydration instead of through
// useSearchParams, which would take the list out of the static page's HTML; `serverSearch` gives the server
// render (and hydration) the query the server page was rendered for.
import { ListSearchNotices } from '@/components/content/list-search-notices';
import { NuqsAdapter } from 'nuqs/adapters/react';
import { parseAsString, useQueryStates } from 'nuqs';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { SearchField } from '@/components/content/search-box';
import { useListSearch, type ListTarget } from '@/components/content/use-list-search';
import { interleaveAds } from '@/lib/ads';
import { fieldsMatch, hasTopic, type SearchableField } from '@/lib/content/list-search';
import { LIST_QUERY_MAX, type ListMatches } from '@/lib/validations/list-query';

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

interface ListFinderProps {
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

const filterKeys = { q: parseAsString.withDefault(''), topic: parseAsString.withDefault('') };

function searchOf(filter: FinderFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.topic.trim()) params.set('topic', filter.topic.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A list page's cards with their search (and topic filter). Every card is on the page; as the visitor
 * types, the list asks the database which rows match (the spec's case-insensitive substring over the
 * fields it names, bodies included) and shows those cards. The filter lives in the address through nuqs
 * (replaced while typing, pushed for a topic), so it can be shared, and a shared link is rendered filtered
 * on the server.
 */
export function ListFinder(props: ListFinderProps) {
  return (
    <NuqsAdapter serverSearch={searchOf(props.filter)}>
      <Finder {...props} />
    </NuqsAdapter>
  );
}

function Finder(props: ListFinderProps) {
  const { path, items, topics, placeholder, label, listLabel, listClassName } = props;
  const id = useId();
  const [filter, setFilter] = useQueryStates(filterKeys, { history: 'replace' });
  const result = useListSearch(
    props.search,
    filter.q,
    props.serverMatches ? { q: props.filter.q, ...props.serverMatches } : undefined,
  );

  const pickTopic = (event: MouseEvent<HTMLAnchorElement>, topic: string) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void setFilter({ topic: topic || null }, { history: 'push' });
  };

  const matching =
    result.status === 'done'
      ? new Set(result.ids)
      : result.status === 'loading' && result.previous
        ? new Set(result.previous.ids)
        : result.status === 'invalid'
          ? new Set<string>()
          : undefined;
  const shown = items.filter(
    (item) =>
      hasTopic(item.tags, filter.topic) &&
      (result.status === 'failed' ? fieldsMatch([...item.fields, item.tags], filter.q) : !matching || matching.has(item.id)),
  );
  const filtered = filter.q.trim() !== '' || filter.topic.trim() !== '';
  const loading = result.status === 'loading';

  return (
    <>
      <form role="search" action={path} method="get" onSubmit={(event) => event.preventDefault()} className="relative">
        {filter.topic && <input type="hidden" name="topic" value={filter.topic} />}
        <SearchField
          id={id}
          label={label}
          name="q"
          value={filter.q}
          onChange={(q) => void setFilter({ q: q || null })}
          placeholder={placeholder}
          searching={loading}
          maxLength={LIST_QUERY_MAX}
        />
      </form>
      {topics && topics.values.length > 0 && (
        <nav aria-label="Topics" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {['', ...topics.values].map((value) => {
              const active = value.toLowerCase() === filter.topic.trim().toLowerCase();
              return (
                <li key={value || 'all'}>
                  <a
                    href={`${path}${searchOf({ q: filter.q, topic: value })}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={(event) => pickTopic(event, value)}
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
            <ListSearchNotices result={result} className="mb-4" />
            {shown.length === 0 ? (
              filtered ? (
                loading ? null : props.noMatches
              ) : (
                props.empty
              )
            ) : (
              <ul className={listClassName} aria-label={listLabel}>
                {interleaveAds(shown, props.adEvery).map((entry) =>
                  entry.kind === 'item' ? (
                    <li key={entry.item.id}>{entry.item.card}</li>
                  ) : (
                    <li key={entry.key} className={props.adClassName}>
                      {props.ad}
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
