import { TextField } from '@/components/ui/field';
import { formatCount, formatSeconds } from '@/components/admin/analytics/format';
import { Button } from '@/components/ui/button';
import type { PageStats, ReportRange } from '@/lib/analytics/report';

/** How one page did over the range, for a page that is not among the top ten. */
export function PageLookup({
  range,
  path,
  stats,
  invalid,
}: {
  range: ReportRange;
  path: string;
  stats?: PageStats;
  invalid: boolean;
}) {
  return (
    <section aria-labelledby="page-lookup" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 id="page-lookup" className="text-lg font-semibold">
        Look up a page
      </h2>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="from" value={range.from} />
        <input type="hidden" name="to" value={range.to} />
        <TextField id="page-lookup-path" label="Path" className="min-w-56 flex-1" type="text" name="path" defaultValue={path} placeholder="/glossary" />
        <Button type="submit" variant="secondary">
          Look up
        </Button>
      </form>
      {invalid ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          A path starts with / and has no query, like /glossary/12.
        </p>
      ) : null}
      {stats ? (
        <dl className="mt-4 grid grid-cols-3 gap-3 text-center" data-testid="page-lookup-result">
          <div>
            <dt className="text-xs text-slate-500 uppercase">Views</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="page-lookup-views">
              {formatCount(stats.views)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500 uppercase">Daily visitors, summed</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatCount(stats.visitors)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500 uppercase">Average time</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatSeconds(stats.averageSeconds)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
