'use client';

import dynamic from 'next/dynamic';

function ChartPlaceholder() {
  return <div className="h-72 w-full animate-pulse rounded-lg bg-slate-100 dark:bg-slate-900" aria-hidden />;
}

/** chart.js loads in the browser only, and only on the pages that draw a chart. */
export const LazyBarChart = dynamic(
  () => import('@/components/charts/bar-chart').then((module) => module.BarChart),
  {
    ssr: false,
    loading: ChartPlaceholder,
  },
);

export const LazyLineChart = dynamic(
  () => import('@/components/charts/line-chart').then((module) => module.LineChart),
  {
    ssr: false,
    loading: ChartPlaceholder,
  },
);
