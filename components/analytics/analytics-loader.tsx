'use client';

import { useEffect, useState, type ComponentType } from 'react';

const load = () => import('@/components/analytics/site-analytics');
// The chunk is fetched while the page hydrates, so a visit of a second or two still has its view counted.
if (typeof window !== 'undefined') void load();

/**
 * The analytics code arrives in its own chunk, not with the scripts every page needs before it answers a
 * tap, and starts once the page has hydrated. It renders nothing and only listens, so nothing moves when it
 * lands. A plain import() rather than next/dynamic, whose loader would ship with every page, and rather
 * than React.lazy, whose Suspense boundary may hold a revealed component back for up to 300 ms: a short
 * visit would then go uncounted.
 */
export function AnalyticsLoader() {
  const [Analytics, setAnalytics] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void load().then((module) => {
      if (mounted) setAnalytics(() => module.SiteAnalytics);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Analytics ? <Analytics /> : null;
}
