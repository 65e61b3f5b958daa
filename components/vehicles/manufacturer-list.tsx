'use client';

import { ChevronDown as ChevronDownNode } from 'lucide';
import { Suspense, useId, useMemo, useState } from 'react';
import { useListData } from '@/components/content/list-data';
import { FilterField } from '@/components/ui/filter-field';
import { lazyPart, preload } from '@/components/ui/lazy-part';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import type { DataSource, ManufacturerSummary } from '@/lib/db/types';
import type { SourcesState } from '@/components/vehicles/manufacturer-details';
import { lucideIcon } from '@/components/ui/icon';

const ChevronDown = lucideIcon(ChevronDownNode);

const loadDetails = () => import('@/components/vehicles/manufacturer-details');
const prefetchDetails = preload(loadDetails);
const ManufacturerDetails = lazyPart(() => loadDetails().then((module) => module.ManufacturerDetails), PartUnavailable);

/**
 * Manufacturer search and list; one manufacturer is open at a time. An open make names its sources from
 * the full list at `sourcesUrl`, loaded on the first open (the same load as the Data Sources search). The
 * open panel's script loads then too, or as soon as the pointer or the focus reaches a manufacturer.
 */
export function ManufacturerList({
  manufacturers,
  sourcesUrl,
}: {
  manufacturers: ManufacturerSummary[];
  sourcesUrl: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const all = useListData<DataSource[]>(sourcesUrl);
  const byId = useMemo(() => all.data && new Map(all.data.map((source) => [source.id, source])), [all.data]);
  const sources: SourcesState = { byId, failed: all.failed, retry: all.load };
  const query = search.trim().toLowerCase();
  const shown = query
    ? manufacturers.filter((item) => item.make.toLowerCase().includes(query))
    : manufacturers;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Manufacturers
      </h2>
      <FilterField
        id={`${id}-search`}
        label="Search manufacturers"
        placeholder="Search manufacturers..."
        value={search}
        onChange={setSearch}
      />
      {shown.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          No manufacturers found matching &quot;{search}&quot;
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {shown.map((item) => {
            const expanded = open === item.make;
            const panelId = `${id}-${item.make.replace(/\W+/g, '-')}`;
            return (
              <li key={item.make}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onPointerEnter={prefetchDetails}
                  onFocus={prefetchDetails}
                  onClick={() => {
                    if (!expanded && item.sourceIds.length > 0) all.load();
                    setOpen(expanded ? null : item.make);
                  }}
                  className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-900"
                >
                  <span className="font-semibold">{item.make}</span>
                  <span className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
                    {item.minYear !== null && item.maxYear !== null
                      ? item.minYear === item.maxYear
                        ? item.minYear
                        : `${item.minYear}–${item.maxYear}`
                      : null}
                    <ChevronDown
                      className={`size-4 transition-transform${expanded ? ' rotate-180' : ''}`}
                      aria-hidden
                    />
                  </span>
                </button>
                {/* A closed panel stays empty: with every make's source links in it, the closed panels were 110 KB
                    of the page's HTML that no reader sees until they open one. */}
                <div id={panelId} hidden={!expanded} className="space-y-3 px-4 pb-4 text-sm">
                  {expanded ? (
                    <Suspense fallback={<p role="status">Loading…</p>}>
                      <ManufacturerDetails item={item} sources={sources} />
                    </Suspense>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
