import { Link } from '@/components/ui/site-link';
import { Button, buttonVariants } from '@/components/ui/button';
import type { DataSource, ManufacturerSummary } from '@/lib/db/types';

export interface SourcesState {
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

/**
 * What an open manufacturer shows: its counts, the sources of its rows, and where to go next. Loaded when a
 * visitor first opens a manufacturer (ManufacturerList).
 */
export function ManufacturerDetails({ item, sources }: { item: ManufacturerSummary; sources: SourcesState }) {
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
