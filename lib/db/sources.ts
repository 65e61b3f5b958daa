import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';
import type { SourceLink } from '@/lib/calculators/range';

/** The pages behind one row's figures: its main source first, then the others (an EU label sheet, a manual). */
const readRowSources = (table: 'tires' | 'vehicles') => async (id: number): Promise<SourceLink[]> =>
  db()<SourceLink[]>`
    select s.name, s.url
    from ${db()(table)} r join data_sources s on s.id = r.source_id or s.id = any(r.other_source_ids)
    where r.id = ${id}
    order by s.id = r.source_id desc, s.name`;

export const readTireSources = readRowSources('tires');

export const getTireSources = unstable_cache(readTireSources, ['tire-sources'], {
  tags: [TAGS.tires, TAGS.dataSources],
  revalidate: REVALIDATE_SECONDS,
});

export const readVehicleSources = readRowSources('vehicles');

export const getVehicleSources = unstable_cache(readVehicleSources, ['vehicle-sources'], {
  tags: [TAGS.vehicles, TAGS.dataSources],
  revalidate: REVALIDATE_SECONDS,
});
