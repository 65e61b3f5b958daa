import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';

interface SitemapEntry {
  path: string;
  lastModified: string;
}

/** Every database-backed public page: articles, guides, glossary terms, categories, tires, vehicles and fault codes. */
async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  const rows = await db()<{ path: string; last_modified: Date }[]>`
    select '/article/' || id as path, updated_at as last_modified from articles where status = 'published'
    union all
    select '/charger-install/' || slug, updated_at from ev_install_articles
      where published_at is not null and published_at <= now()
    union all
    select '/glossary/' || id, updated_at from glossary
    union all
    select '/category/' || id, updated_at from categories
    union all
    select '/tire-fitment/tire/' || id, updated_at from tires
    union all
    select '/tire-fitment/vehicle/' || id, updated_at from vehicles
    union all
    select '/fault-codes/' || code, updated_at from fault_codes`;
  return rows.map((row) => ({ path: row.path, lastModified: row.last_modified.toISOString() }));
}

export const listSitemapEntries = cachedReader(loadSitemapEntries, ['sitemap-entries'], [
  TAGS.articles,
  TAGS.installGuides,
  TAGS.glossary,
  TAGS.categories,
  TAGS.tires,
  TAGS.vehicles,
  TAGS.faultCodes,
]);
