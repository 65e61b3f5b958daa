'use client';

import dynamic from 'next/dynamic';

/**
 * The analytics code arrives after the page has hydrated, in its own chunk, instead of with the scripts
 * every page needs before it answers a tap. It renders nothing and only listens, so nothing moves when it
 * lands.
 */
export const AnalyticsLoader = dynamic(
  () => import('@/components/analytics/site-analytics').then((module) => module.SiteAnalytics),
  { ssr: false },
);
