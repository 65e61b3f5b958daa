'use client';

import { useId, useState } from 'react';
import { FilterField } from '@/components/ui/filter-field';
import type { DataSource } from '@/lib/db/types';

/**
 * The published sources with a filter: with well over a hundred pages behind the figures, a reader
 * checking one number needs to find "2024 Ioniq 5" or "owner's manual" without scrolling the lot.
 */
export function SourceList({ sources, lastUpdated }: { sources: DataSource[]; lastUpdated?: string }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const shown = query
    ? sources.filter((source) =>
        [source.name, source.description, source.dataProvided, source.url].some((field) =>
          field.toLowerCase().includes(query),
        ),
      )
    : sources;

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
      />
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {query ? `${shown.length} of ${sources.length} sources` : `${sources.length} sources`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">No sources found matching &quot;{search}&quot;</p>
      ) : (
        <ul className="source-list mt-4 space-y-4">
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
    </section>
  );
}
