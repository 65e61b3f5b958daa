import { ChartDataTable } from '@/components/charts/chart-data-table';
import { LazyLineChart } from '@/components/charts/lazy-charts';
import { formatCount, formatDay } from '@/components/admin/analytics/format';
import type { AnalyticsReport } from '@/lib/analytics/report';

/**
 * Page views and visitors per day as a line chart (chart.js, loaded in the browser only) over the numbers
 * the server rendered as a table, so they are there before and without the chart.
 */
export function ViewsChart({ days }: { days: AnalyticsReport['viewsPerDay'] }) {
  const total = days.reduce((sum, day) => sum + day.views, 0);
  return (
    <section aria-labelledby="views-per-day" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 id="views-per-day" className="text-lg font-semibold">
        Views per day
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">Days in UTC. Visitors are counted per day without cookies.</p>
      <div className="mt-3">
        <LazyLineChart
          labels={days.map((day) => formatDay(day.day))}
          series={[
            { label: 'Page views', values: days.map((day) => day.views), color: '#059669' },
            { label: 'Visitors', values: days.map((day) => day.visitors), color: '#6366f1', dashed: true },
          ]}
          xTitle="Day (UTC)"
          yTitle="Count"
          yMin={0}
          summary={`${formatCount(total)} page views over ${days.length} days`}
        />
      </div>
      <ChartDataTable
        caption="Page views and visitors per day"
        headers={['Day', 'Page views', 'Visitors']}
        rows={days.map((day) => [day.day, formatCount(day.views), formatCount(day.visitors)])}
      />
    </section>
  );
}
