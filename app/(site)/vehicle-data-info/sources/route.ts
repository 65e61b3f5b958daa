import { getVehicleDataStats } from '@/lib/db/vehicle-data';

export const revalidate = 3600;

/**
 * Every published data source, for the source list's search and its 'Show all' (DATA_SOURCES_URL). The
 * page carries the first few only: the whole list, in its HTML and again in its payload, was most of a
 * 550 KB page.
 */
export async function GET() {
  const { sources } = await getVehicleDataStats();
  return Response.json(sources);
}
