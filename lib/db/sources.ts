import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { SourceLink } from '@/lib/calculators/range';

/** The pages behind one row's figures: its main source first, then the others (an EU label sheet, a manual). */
const loadRowSources = (table: 'tires' | 'vehicles') => async (id: number): Promise<SourceLink[]> => {
  const rows = await db()<SourceLink[]>`
    select s.name, s.url
    from ${db()(table)} r join data_sources s on s.id = r.source_id or s.id = any(r.other_source_ids)
    where r.id = ${id}
    order by s.id = r.source_id desc, s.name`;
  return rows.map((row) => ({ name: row.name, url: row.url }));
};

export const getTireSources = cachedReader(loadRowSources('tires'), ['tire-sources'], [TAGS.tires, TAGS.dataSources]);

export const getVehicleSources = cachedReader(loadRowSources('vehicles'), ['vehicle-sources'], [
  TAGS.vehicles,
  TAGS.dataSources,
]);
