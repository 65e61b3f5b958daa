'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SearchField } from '@/components/content/search-box';
import { interleaveAds } from '@/lib/ads';
import { videoMatches, type SearchableVideo } from '@/lib/content/video-search';

export interface FinderVideo extends SearchableVideo {
  id: number;
  /** The card, rendered on the server. */
  card: ReactNode;
}

interface VideoFinderProps {
  /** The query the server rendered the list for ('' on the static page). */
  query: string;
  videos: FinderVideo[];
  placeholder: string;
  label: string;
  /** An ad unit to place after every sixth card (nothing when ads are off). */
  ad: ReactNode;
  /** Shown when there are no videos, and when none matches the query. */
  empty: ReactNode;
  noMatches: ReactNode;
}

/** Tells the finder when the address's query changes by navigation (a site-search result, back/forward). */
function AddressQuery({ onChange }: { onChange: (query: string) => void }) {
  const query = useSearchParams().get('q') ?? '';
  useEffect(() => onChange(query), [query, onChange]);
  return null;
}

/**
 * The videos list with its search. Every video is on the page, so the list filters in the browser as the
 * visitor types, and the query is written to the address (history.replaceState, which Next's router
 * follows) so the search can be shared; a shared link is rendered filtered on the server. Searching by
 * navigation instead re-rendered the page on every keystroke, lost the field's focus when the filtered
 * route replaced the static one, and could be answered from the router's copy of the unfiltered page.
 */
export function VideoFinder({ query, videos, placeholder, label, ad, empty, noMatches }: VideoFinderProps) {
  const id = useId();
  const [value, setValue] = useState(query);
  // The query this field last wrote to the address, so its own write is not read back as a navigation.
  const written = useRef(query);

  const fromAddress = useCallback((next: string) => {
    if (next === written.current) return;
    written.current = next;
    setValue(next);
  }, []);

  const change = (next: string) => {
    setValue(next);
    const url = new URL(window.location.href);
    if (next.trim()) url.searchParams.set('q', next.trim());
    else url.searchParams.delete('q');
    written.current = next.trim();
    window.history.replaceState(window.history.state, '', url);
  };

  const shown = videos.filter((video) => videoMatches(video, value));

  return (
    <>
      <form role="search" action="/videos" method="get" onSubmit={(event) => event.preventDefault()} className="relative">
        <SearchField id={id} label={label} name="q" value={value} onChange={change} placeholder={placeholder} />
      </form>
      <Suspense fallback={null}>
        <AddressQuery onChange={fromAddress} />
      </Suspense>
      <div className="mt-6">
        {shown.length === 0 ? (
          value.trim() ? noMatches : empty
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Videos">
            {interleaveAds(shown, 6).map((entry) =>
              entry.kind === 'item' ? (
                <li key={entry.item.id}>{entry.item.card}</li>
              ) : (
                <li key={entry.key} className="sm:col-span-2 xl:col-span-3">
                  {ad}
                </li>
              ),
            )}
          </ul>
        )}
      </div>
    </>
  );
}
