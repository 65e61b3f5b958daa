import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { PlacardPressure } from '@/lib/calculators/tire-pressure';

/** Placard pressures on file; only sourced figures are stored. */
async function loadPlacardPressures(): Promise<PlacardPressure[]> {
  const rows = await db()<
      {
        make: string;
        model: string;
        recommended_psi: number;
        max_psi: number;
        applies_to: string | null;
        source_name: string;
        source_url: string;
      }[]
    >`
      select p.make, p.model, p.recommended_psi, p.max_psi, p.applies_to, s.name as source_name, s.url as source_url
      from tire_pressure_recommendations p join data_sources s on s.id = p.source_id
      order by p.make, p.model`;
  return rows.map((row) => ({
    make: row.make,
    model: row.model,
    recommendedPsi: row.recommended_psi,
    maxPsi: row.max_psi,
    appliesTo: row.applies_to,
    source: { name: row.source_name, url: row.source_url },
  }));
}

export const listPlacardPressures = cachedReader(loadPlacardPressures, ['tire-pressures'], [TAGS.tirePressures]);

// The calculator page takes its FAQ links from here, beside the pressures they explain.
export { getGlossaryIdsByTerm } from '@/lib/db/glossary-terms';
