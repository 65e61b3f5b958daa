import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';
import type { SourceLink } from '@/lib/calculators/range';

/** The pages behind one tire's figures: its main source first, then any others (e.g. its EU label sheet). */
export const readTireSources = async (id: number): Promise<SourceLink[]> =>
  db()<SourceLink[]>`
    select s.name, s.url
    from tires t join data_sources s on s.id = t.source_id or s.id = any(t.other_source_ids)
    where t.id = ${id}
    order by s.id = t.source_id desc, s.name`;

export const getTireSources = unstable_cache(readTireSources, ['tire-sources'], {
  tags: [TAGS.tires, TAGS.dataSources],
  revalidate: REVALIDATE_SECONDS,
});

/** The pages behind one fitment vehicle's OE size and ratings: its main source first, then the others. */
export const readVehicleSources = async (id: number): Promise<SourceLink[]> =>
  db()<SourceLink[]>`
    select s.name, s.url
    from vehicles v join data_sources s on s.id = v.source_id or s.id = any(v.other_source_ids)
    where v.id = ${id}
    order by s.id = v.source_id desc, s.name`;

export const getVehicleSources = unstable_cache(readVehicleSources, ['vehicle-sources'], {
  tags: [TAGS.vehicles, TAGS.dataSources],
  revalidate: REVALIDATE_SECONDS,
});
