'use client';

import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';

function ChartPlaceholder() {
  return <div className="h-72 w-full animate-pulse rounded-lg bg-slate-100 dark:bg-slate-900" aria-hidden />;
}

/** What stands in a chart's place when its script cannot be downloaded (offline, or a deploy replaced the files). */
function ChartUnavailable() {
  return (
    <p role="note" className="rounded-lg border border-slate-200 p-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      {CHART_UNAVAILABLE}
    </p>
  );
}

export const CHART_UNAVAILABLE = 'The chart could not load. "Show chart data as a table" below has its figures.';

/**
 * chart.js loads in the browser only, and only on the pages that draw a chart. A chart is rendered only once it is
 * near (an effect, so never on the server), which React's own lazy covers; next/dynamic would add its loader (about
 * 1.5 KB gzipped) to each calculator's first load for an option, `ssr: false`, that nothing here needs.
 */
const BarChart = lazyPart(() => import('@/components/charts/bar-chart').then((module) => module.BarChart), ChartUnavailable);
const LineChart = lazyPart(() => import('@/components/charts/line-chart').then((module) => module.LineChart), ChartUnavailable);

/**
 * A chart starts to load when it is 200 px from view: by the time it scrolls in it is drawn. A screen's height would
 * load the tire calculator's chart at once on a phone, where it sits about 1,300 px down.
 */
const LOAD_MARGIN = '200px 0px';

/**
 * chart.js is about 60 KB gzipped and 170 KB of script to evaluate. It loads when its chart nears the screen, not
 * while the page hydrates: a visitor who reads the figures at the top never downloads it, and a tool's first seconds
 * on a phone are not spent evaluating it. Each chart has its data table beside it in the meantime.
 */
function whenNear<P extends object>(Chart: ComponentType<P>) {
  return function NearChart(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // The server draws the placeholder too, so the page hydrates over the same markup.
    const [near, setNear] = useState(false);
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        // Nothing can tell when the chart comes into view (an old browser): it loads at once.
        const timer = setTimeout(() => setNear(true), 0);
        return () => clearTimeout(timer);
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<ChartPlaceholder />}>
            <Chart {...props} />
          </Suspense>
        ) : (
          <ChartPlaceholder />
        )}
      </div>
    );
  };
}

export const LazyBarChart = whenNear(BarChart);
export const LazyLineChart = whenNear(LineChart);
