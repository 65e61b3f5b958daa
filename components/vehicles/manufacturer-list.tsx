'use client';

import { ChevronDown } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useId, useMemo, useState } from 'react';
import { useListData } from '@/components/content/list-data';
import { Button, buttonVariants } from '@/components/ui/button';
import { FilterField } from '@/components/ui/filter-field';
import { clsx } from 'clsx';
import type { DataSource, ManufacturerSummary } from '@/lib/db/types';

interface SourcesState {
  /** Every source by id, once loaded. */
  byId?: Map<string, DataSource>;
  failed: boolean;
  retry: () => void;
}

function MakeSources({ ids, sources }: { ids: string[]; sources: SourcesState }) {
  if (ids.length === 0) return <p>No source recorded for this manufacturer&apos;s rows.</p>;
  if (sources.failed) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2">
        The sources could not be loaded.
        <Button variant="secondary" size="xs" onClick={sources.retry}>
          Try Again
        </Button>
      </p>
    );
  }
  const { byId } = sources;
  if (!byId) return <p role="status">Loading {ids.length === 1 ? '1 source' : `${ids.length} sources`}…</p>;
  const listed = ids.map((sourceId) => byId.get(sourceId)).filter((source) => source !== undefined);
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5">
      {listed.map((source) => (
        <li key={source.id}>
          <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline">
            {source.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What an open manufacturer shows: its counts, the sources of its rows, and where to go next. */
function ManufacturerDetails({ item, sources }: { item: ManufacturerSummary; sources: SourcesState }) {
  return (
    <>
      <dl className="grid grid-cols-3 gap-2">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">EV models</dt>
          <dd className="font-semibold">{item.evModels}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Gas models</dt>
          <dd className="font-semibold">{item.iceModels}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Tire fitment vehicles</dt>
          <dd className="font-semibold">{item.fitmentVehicles}</dd>
        </div>
      </dl>
      <div>
        <p className="text-xs text-slate-500 dark:text-slate-400">Data sources</p>
        <MakeSources ids={item.sourceIds} sources={sources} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Link
          href={`/range-tool?make=${encodeURIComponent(item.make)}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          Compare models
        </Link>
        <Link
          href={`/tire-fitment?make=${encodeURIComponent(item.make)}`}
          className={buttonVariants({ size: 'sm' })}
        >
          Find Tires
        </Link>
      </div>
    </>
  );
}

/**
 * Manufacturer search and list; one manufacturer is open at a time. An open make names its sources from
 * the full list at `sourcesUrl`, loaded on the first open (the same load as the Data Sources search).
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
                      className={clsx('size-4 transition-transform', expanded && 'rotate-180')}
                      aria-hidden
                    />
                  </span>
                </button>
                {/* A closed panel stays empty: with every make's source links in it, the closed panels were 110 KB
                    of the page's HTML that no reader sees until they open one. */}
                <div id={panelId} hidden={!expanded} className="space-y-3 px-4 pb-4 text-sm">
                  {expanded ? <ManufacturerDetails item={item} sources={sources} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
