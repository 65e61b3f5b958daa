import 'server-only';
import { TAGS } from '@/lib/db/tags';
import { refreshContent } from '@/lib/revalidate';

/** Pages beyond the tire and vehicle pages that show the directory's rows or counts. */
const DIRECTORY_PATHS = ['/tire-fitment', '/vehicle-data-info', '/sitemap.xml'];

/**
 * Past this many, single pages are left to their tags (every tire and vehicle page reads tagged readers), so a
 * large CSV import does not queue thousands of path revalidations.
 */
const MAX_PATHS = 50;

/**
 * After any change to tires, vehicles, fitments or their sources: the next request of the directory's three
 * tabs, the named tire and vehicle pages, Vehicle Data Info and the sitemap shows it.
 */
export function refreshFitmentDirectory(changed: { tireIds?: readonly number[]; vehicleIds?: readonly number[]; syncLog?: boolean } = {}): void {
  const pages = [
    ...(changed.tireIds ?? []).map((id) => `/tire-fitment/tire/${id}`),
    ...(changed.vehicleIds ?? []).map((id) => `/tire-fitment/vehicle/${id}`),
  ];
  refreshContent(
    [TAGS.tires, TAGS.vehicles, TAGS.dataSources, ...(changed.syncLog ? [TAGS.syncLogs] : [])],
    [...DIRECTORY_PATHS, ...(pages.length > MAX_PATHS ? [] : pages)],
  );
}
