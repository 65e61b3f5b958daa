import { clsx } from 'clsx';
import Link from 'next/link';
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import type { ReportRange } from '@/lib/analytics/report';

const PRESETS = [7, 30, 90, 365];

const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/**
 * The report's date range: two date fields in a plain GET form (the range is in the URL, so a report can be
 * bookmarked or shared with yourself), plus presets ending today.
 */
export function RangePicker({ range, today, problem }: { range: ReportRange; today: string; problem?: string }) {
  return (
    <div className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Date range">
        <TextField id="range-from" label="From" type="date" name="from" defaultValue={range.from} max={today} required controlClassName="w-auto" />
        <TextField id="range-to" label="To" type="date" name="to" defaultValue={range.to} max={today} required controlClassName="w-auto" />
        <Button type="submit">Show</Button>
        <div className="flex flex-wrap gap-2 sm:ml-auto" aria-label="Presets">
          {PRESETS.map((days) => {
            const from = shift(today, 1 - days);
            const active = range.to === today && range.from === from;
            return (
              <Link
                key={days}
                href={`/admin/analytics?from=${from}&to=${today}`}
                aria-current={active ? 'true' : undefined}
                className={clsx(
                  'rounded-full px-3 py-1 text-sm ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  active ? 'bg-brand-600 text-white ring-brand-600' : 'ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800',
                )}
              >
                Last {days} days
              </Link>
            );
          })}
        </div>
      </form>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {problem} Showing the last 30 days.
        </p>
      ) : null}
    </div>
  );
}
