import { formatCount, formatSeconds } from '@/components/admin/analytics/format';
import type { AnalyticsReport } from '@/lib/analytics/report';

/** The range's totals at a glance. */
export function StatCards({ report }: { report: AnalyticsReport }) {
  const visitors = report.viewsPerDay.reduce((sum, day) => sum + day.visitors, 0);
  const cards = [
    { label: 'Page views', value: formatCount(report.totals.views), testId: 'total-views' },
    { label: 'Daily visitors, summed', value: formatCount(visitors), testId: 'total-visitors' },
    { label: 'Sessions', value: formatCount(report.totals.sessions), testId: 'total-sessions' },
    { label: 'Average time on page', value: formatSeconds(report.totals.averageSeconds), testId: 'average-time' },
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{card.label}</dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid={card.testId}>
            {card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
