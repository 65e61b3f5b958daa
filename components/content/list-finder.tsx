'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { SearchField } from '@/components/content/search-box';
import { loadSearchTexts, type SearchTexts } from '@/components/content/search-texts';
import { interleaveAds } from '@/lib/ads';
import { fieldsMatch, hasTopic, type SearchableField } from '@/lib/content/list-search';

export interface FinderItem {
  /** The key the list's search texts use for this item. */
  id: string;
  /** What the browser searches without loading anything: title, description… */
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
  /**
   * Where the rest of the searched text (article bodies) loads from, on the first search. Until it has
   * loaded, a search matches on `fields` and tags, or on `serverMatches` for the query the server had.
   */
  searchTextUrl?: string;
  /** Ids matching `filter.q` on every searched text, found by the server (topic not applied). */
  serverMatches?: string[];
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

const clean = (filter: FinderFilter): FinderFilter => ({ q: filter.q.trim(), topic: filter.topic.trim() });
const sameFilter = (a: FinderFilter, b: FinderFilter) => a.q === b.q && a.topic === b.topic;

function hrefFor(path: string, filter: FinderFilter): string {
  const params = new URLSearchParams();
  const { q, topic } = clean(filter);
  if (q) params.set('q', q);
  if (topic) params.set('topic', topic);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Tells the finder when the address's filter changes by navigation (a site-search result, back/forward). */
function AddressFilter({ onChange }: { onChange: (filter: FinderFilter) => void }) {
  const params = useSearchParams();
  const q = params.get('q') ?? '';
  const topic = params.get('topic') ?? '';
  useEffect(() => onChange({ q, topic }), [q, topic, onChange]);
  return null;
}

/**
 * A list page's cards with their search (and topic filter). Every card is on the page, so the list filters
 * in the browser as the visitor types (the spec's client-side search), and the filter is written to the
 * address (history.replaceState for typing, pushState for a topic, both followed by Next's router), so
 * it can be shared; a shared link is rendered filtered on the server. Searching by navigation instead
 * rendered the page on the server at every keystroke and kept the list page from being static.
 */
export function ListFinder(props: ListFinderProps) {
  const { path, items, searchTextUrl, serverMatches, topics, placeholder, label, listLabel, listClassName } = props;
  const id = useId();
  const [filter, setFilter] = useState(props.filter);
  const [texts, setTexts] = useState<SearchTexts | undefined>();
  // The filter this finder last wrote to the address, so its own write is not read back as a navigation.
  const written = useRef(clean(props.filter));

  const fromAddress = useCallback((next: FinderFilter) => {
    if (sameFilter(clean(next), written.current)) return;
    written.current = clean(next);
    setFilter(next);
  }, []);

  // A failed load leaves the search on titles, descriptions and tags rather than spinning; the next focus
  // of the field tries again.
  const [textsFailed, setTextsFailed] = useState(false);
  const wantTexts = useCallback(() => {
    if (!searchTextUrl) return;
    void loadSearchTexts(searchTextUrl).then((loaded) => (loaded ? setTexts(loaded) : setTextsFailed(true)));
  }, [searchTextUrl]);
  const needsTexts = Boolean(searchTextUrl) && filter.q.trim() !== '';
  useEffect(() => {
    if (needsTexts && !texts) wantTexts();
  }, [needsTexts, texts, wantTexts]);

  const change = (next: FinderFilter, history: 'push' | 'replace') => {
    setFilter(next);
    written.current = clean(next);
    const url = new URL(window.location.href);
    url.searchParams.delete('q');
    url.searchParams.delete('topic');
    for (const [key, value] of Object.entries(written.current)) if (value) url.searchParams.set(key, value);
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
  };

  const pickTopic = (event: MouseEvent<HTMLAnchorElement>, topic: string) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    change({ ...filter, topic }, 'push');
  };

  const serverFound = serverMatches && filter.q.trim() === props.filter.q.trim() ? new Set(serverMatches) : undefined;
  const searching = needsTexts && !texts && !serverFound && !textsFailed;
  const shown = items.filter(
    (item) =>
      hasTopic(item.tags, filter.topic) &&
      (needsTexts && !texts && serverFound ? serverFound.has(item.id) : fieldsMatch([...item.fields, item.tags, texts?.[item.id]], filter.q)),
  );
  const filtered = filter.q.trim() !== '' || filter.topic.trim() !== '';

  return (
    <>
      <form role="search" action={path} method="get" onSubmit={(event) => event.preventDefault()} className="relative">
        {filter.topic && <input type="hidden" name="topic" value={filter.topic} />}
        <SearchField
          id={id}
          label={label}
          name="q"
          value={filter.q}
          onChange={(q) => change({ ...filter, q }, 'replace')}
          onFocus={searchTextUrl ? wantTexts : undefined}
          placeholder={placeholder}
          searching={searchTextUrl ? searching : undefined}
        />
      </form>
      <Suspense fallback={null}>
        <AddressFilter onChange={fromAddress} />
      </Suspense>
      {topics && topics.values.length > 0 && (
        <nav aria-label="Topics" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {['', ...topics.values].map((value) => {
              const active = value.toLowerCase() === filter.topic.trim().toLowerCase();
              return (
                <li key={value || 'all'}>
                  <a
                    href={hrefFor(path, { q: filter.q, topic: value })}
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
      <div className="mt-6" aria-busy={searching || undefined}>
        {shown.length === 0 ? (
          filtered ? (
            props.noMatches
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
      </div>
    </>
  );
}
