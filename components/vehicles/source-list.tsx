'use client';

import { useId, useState } from 'react';
import { useListData } from '@/components/content/list-data';
import { FilterField } from '@/components/ui/filter-field';
import type { DataSource } from '@/lib/db/types';

interface SourceListProps {
  /** The first sources by name, rendered with the page. */
  sources: DataSource[];
  /** How many sources there are in all. */
  total: number;
  /** The route that sends every source, loaded when a visitor searches or asks for all of them. */
  allUrl: string;
  lastUpdated?: string;
  /** The classes of its two buttons (the site's secondary buttons), worked out on the server. */
  buttonClasses: { retry: string; showAll: string };
}

const matches = (source: DataSource, query: string) =>
  [source.name, source.description, source.dataProvided, source.url].some((field) =>
    field.toLowerCase().includes(query),
  );

/**
 * The published sources with a filter: with well over a hundred pages behind the figures, a reader
 * checking one number needs to find "2024 Ioniq 5" or "owner's manual" without scrolling the lot. The page
 * brings the first few; the rest load on the first focus of the search box or on 'Show all', so the
 * visitors who only read the statistics do not download every source twice (HTML and payload).
 */
export function SourceList({ sources, total, allUrl, lastUpdated, buttonClasses }: SourceListProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const { data: all, loading, failed, load } = useListData<DataSource[]>(allUrl);
  const loadAll = () => {
    if (total > sources.length) load();
  };

  const complete = all ?? (total <= sources.length ? sources : undefined);
  const query = search.trim().toLowerCase();
  const pool = complete ?? sources;
  const found = query ? pool.filter((source) => matches(source, query)) : pool;
  const shown = query || showAll ? found : found.slice(0, sources.length);

  let count: string;
  if (query && !complete) {
    count = failed
      ? `${found.length} of the first ${sources.length} sources`
      : `Searching all ${total} sources…`;
  } else if (query) {
    count = `${found.length} of ${total} sources`;
  } else {
    count = shown.length < total ? `Showing ${shown.length} of ${total} sources` : `${total} sources`;
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Data Sources
      </h2>
      {lastUpdated ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Last updated {lastUpdated}</p>
      ) : null}
      <FilterField
        id={`${id}-search`}
        label="Search sources"
        placeholder="Search sources (model, year, figure)..."
        value={search}
        onChange={setSearch}
        onFocus={loadAll}
      />
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {count}
      </p>
      {failed ? (
        <div
          role="alert"
          className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400"
        >
          The full list of sources could not be loaded.
          <button type="button" className={buttonClasses.retry} onClick={loadAll}>
            Try Again
          </button>
        </div>
      ) : null}
      {shown.length === 0 && (complete || failed) ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          No sources found matching &quot;{search}&quot;
        </p>
      ) : (
        <ul className="source-list mt-4 space-y-4" aria-busy={loading}>
          {shown.map((source) => (
            <li key={source.id} id={`source-${source.id}`}>
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </a>
              <p>{source.description}</p>
              <p>
                <span>Data provided:</span> {source.dataProvided}
                {source.accessedOn ? ` · read ${source.accessedOn}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {!query && shown.length < total && !(showAll && failed) ? (
        <button
          type="button"
          className={buttonClasses.showAll}
          disabled={showAll && loading}
          onClick={() => {
            setShowAll(true);
            loadAll();
          }}
        >
          {showAll && loading ? 'Loading sources…' : `Show all ${total} sources`}
        </button>
      ) : null}
    </section>
  );
}
