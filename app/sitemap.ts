import type { MetadataRoute } from 'next';
import { listSitemapEntries } from '@/lib/db/sitemap';
import { env } from '@/lib/env';

export const revalidate = 3600;

/** Public pages that do not come from a table: lists, tools and legal pages. */
const STATIC_PATHS: { path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' }[] = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/glossary', priority: 0.9, changeFrequency: 'weekly' },
  { path: '/categories', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/articles', priority: 0.9, changeFrequency: 'daily' },
  { path: '/videos', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/charger-install', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/range-tool', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/battery-degradation', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/tire-calculator', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/panel-check', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/tire-fitment', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/vehicle-data-info', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/installers', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/fault-codes', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/installers/join', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/privacy', priority: 0.2, changeFrequency: 'monthly' },
  { path: '/terms', priority: 0.2, changeFrequency: 'monthly' },
];

const PRIORITY_BY_PREFIX: [string, number][] = [
  ['/article/', 0.8],
  ['/charger-install/', 0.7],
  ['/glossary/', 0.6],
  ['/category/', 0.6],
  ['/tire-fitment/', 0.5],
  ['/fault-codes/', 0.5],
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = env().NEXT_PUBLIC_SITE_URL;
  const entries = await listSitemapEntries();
  return [
    ...STATIC_PATHS.map(({ path, priority, changeFrequency }) => ({ url: new URL(path, origin).toString(), priority, changeFrequency })),
    ...entries.map((entry) => ({
      url: new URL(entry.path, origin).toString(),
      lastModified: entry.lastModified,
      priority: PRIORITY_BY_PREFIX.find(([prefix]) => entry.path.startsWith(prefix))?.[1] ?? 0.5,
    })),
  ];
}
