'use client';

import { clsx } from 'clsx';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { SearchField } from '@/components/content/search-field';
import { SearchSpinner } from '@/components/content/search-spinner';
import { Button } from '@/components/ui/button';
import { interleaveAds } from '@/lib/ads';
import { LIST_QUERY_MAX, LIST_SEARCH_MESSAGES, listSearchUrl, parseListQuery, type ListKind, type ListMatches } from '@/lib/content/list-query';

/** Quiet time after the last keystroke before the list asks the server: one request per pause, not per key. */
const LIST_SEARCH_DEBOUNCE_MS = 300;

interface ListSearchItem {
  /** The row's id as the list search answers it (a guide's slug). */
  id: string;
  /** What the page shows of the row (title, summary) and its tags: searched here only when the server's search fails. */
  text: (string | null | undefined)[];
  tags?: string[];
  card?: ReactNode;
}

type ListSearchProps<T extends ListSearchItem> = {
  /** The list's own address: the search form and topic links work from it without JavaScript. */
  path: string;
  kind: ListKind;
  category?: string;
  /** The query and topic the server rendered the list for, and what it found for the query. */
  q?: string;
  topic?: string;
  serverMatches?: ListMatches;
  items: T[];
  topics?: { values: string[]; allLabel: string };
  label: string;
  placeholder: string;
  /** Shown when the list has no rows and nothing is asked; `noMatches` when nothing matches. */
  empty: ReactNode;
  noMatches: ReactNode | ((q: string) => ReactNode);
} & (
  /** The rows' `card`s in a list, with an ad after every `adEvery`; or `children` draws the rows (a search's in the server's order). */
  | { list: { label: string; className: string; ad: ReactNode; adEvery: number; adClassName?: string }; children?: undefined }
  | { list?: undefined; children: (shown: T[], search: { q: string }) => ReactNode }
);

type Filter = { q: string; topic: string };
/** The server's answer for a query (no matches: the request failed). */
type Answer = { q: string; attempt: number; matches?: ListMatches };

const fold = (text: string) => text.trim().toLowerCase();

function hrefOf(path: string, filter: Filter) {
  const search = new URLSearchParams(Object.entries(filter).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : []))).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A list with its search box and topic filter (docs/product/search.md § List searches). As the visitor types,
 * the list asks the database which rows match (GET /api/list-search once typing pauses, an older answer
 * discarded) and shows them, most relevant first. The filter lives in the address (replaced while typing,
 * pushed for a topic so Back undoes it) and can be shared: the server renders a shared link's matches, and
 * without JavaScript the box is a plain GET form and the topics plain links.
 */
export function ListSearch<T extends ListSearchItem>(props: ListSearchProps<T>) {
  const { path, kind, category, items, topics, empty, noMatches, list, children } = props;
  const id = useId();
  const [filter, setFilter] = useState<Filter>({ q: props.q ?? '', topic: props.topic ?? '' });
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | undefined>(props.serverMatches && { q: parseListQuery(props.q).q, attempt: 0, matches: props.serverMatches });
  // The last matches found, shown while the next answer is on its way so the list does not jump.
  const [last, setLast] = useState(props.serverMatches);

  useEffect(() => {
    // The address rules: a static page opened with ?q=, Back or Forward to a query typed earlier.
    const read = () => {
      const address = new URLSearchParams(window.location.search);
      const next = { q: address.get('q') ?? '', topic: address.get('topic') ?? '' };
      setFilter((shown) => (fold(shown.q) === fold(next.q) && shown.topic === next.topic ? shown : next));
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const checked = parseListQuery(filter.q);
  const q = checked.problem ? '' : checked.q;
  const answered = answer?.q === q && answer.attempt === attempt;
  useEffect(() => {
    if (!q || answered) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(listSearchUrl(kind === 'category' ? { kind, q, category: category ?? '' } : { kind, q }), { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<ListMatches>) : Promise.reject(new Error(`list search answered ${response.status}`))))
        .then(
          (matches) => {
            setAnswer({ q, attempt, matches });
            setLast(matches);
          },
          () => controller.signal.aborted || setAnswer({ q, attempt }),
        );
    }, LIST_SEARCH_DEBOUNCE_MS);
    controller.signal.addEventListener('abort', () => clearTimeout(timer));
    return () => controller.abort();
  }, [kind, category, q, attempt, answered]);

  const change = (next: Partial<Filter>, history: 'replaceState' | 'pushState') => {
    const changed = { ...filter, ...next };
    setFilter(changed);
    window.history[history](null, '', hrefOf(window.location.pathname, changed) + window.location.hash);
  };

  const loading = q !== '' && !answered;
  const failed = answered && !answer.matches;
  const found = !q ? undefined : answered ? answer.matches : last;
  // The server's matches in its order; the page's own order for no query, or before the first answer.
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = (found ? found.ids.flatMap((id) => byId.get(id) ?? []) : items).filter(
    (item) =>
      (!fold(filter.topic) || (item.tags ?? []).some((tag) => fold(tag) === fold(filter.topic))) &&
      (!failed || [...item.text, ...(item.tags ?? [])].some((text) => text && fold(text).includes(fold(q)))),
  );
  const notice = answered && (answer.matches?.close ? LIST_SEARCH_MESSAGES.close(q) : answer.matches?.more && LIST_SEARCH_MESSAGES.more);

  return (
    <>
      <form role="search" action={path} method="get" onSubmit={(event) => event.preventDefault()} className="relative">
        {filter.topic && <input type="hidden" name="topic" value={filter.topic} />}
        <SearchField
          {...{ id, label: props.label, placeholder: props.placeholder, name: 'q', maxLength: LIST_QUERY_MAX, value: filter.q }}
          onChange={(text) => change({ q: text }, 'replaceState')}
          status={<SearchSpinner searching={loading} />}
        />
      </form>
      {topics && topics.values.length > 0 && (
        <nav aria-label="Topics" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {['', ...topics.values].map((value) => (
              <li key={value || 'all'}>
                <a
                  href={hrefOf(path, { q: filter.q, topic: value })}
                  aria-current={fold(value) === fold(filter.topic) ? 'page' : undefined}
                  onClick={(event) => {
                    // A new tab or window keeps the link's own behaviour.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                    event.preventDefault();
                    change({ topic: value }, 'pushState');
                  }}
                  className={clsx(
                    'inline-block rounded-full border px-3 py-1 text-sm',
                    fold(value) === fold(filter.topic)
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900',
                  )}
                >
                  {value || topics.allLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-6" aria-busy={loading || undefined}>
        {checked.problem ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
            {checked.problem}
          </p>
        ) : (
          <>
            {failed && (
              <div role="alert" className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
                {LIST_SEARCH_MESSAGES.failed}
                <Button type="button" variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                  Try Again
                </Button>
              </div>
            )}
            {notice && (
              <p role="status" className="mb-4 text-sm text-slate-600 dark:text-slate-400">
                {notice}
              </p>
            )}
            {shown.length === 0 ? (
              loading ? null : !filter.q.trim() && !filter.topic.trim() ? empty : typeof noMatches === 'function' ? noMatches(q) : noMatches
            ) : children ? (
              children(shown, { q })
            ) : (
              list && (
                <ul className={list.className} aria-label={list.label}>
                  {interleaveAds(shown, list.adEvery).map((entry) =>
                    entry.kind === 'item' ? (
                      <li key={entry.item.id}>{entry.item.card}</li>
                    ) : (
                      <li key={entry.key} className={list.adClassName}>
                        {list.ad}
                      </li>
                    ),
                  )}
                </ul>
              )
            )}
          </>
        )}
      </div>
    </>
  );
}
