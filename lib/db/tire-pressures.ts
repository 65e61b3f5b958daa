import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { withRetry } from '@/lib/errors';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';
import type { PlacardPressure } from '@/lib/calculators/tire-pressure';

/** Placard pressures on file; only sourced figures are stored. */
export async function readPlacardPressures(): Promise<PlacardPressure[]> {
  const rows = await withRetry(
    () => db()<
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
      order by p.make, p.model`,
  );
  return rows.map((row) => ({
    make: row.make,
    model: row.model,
    recommendedPsi: row.recommended_psi,
    maxPsi: row.max_psi,
    appliesTo: row.applies_to,
    source: { name: row.source_name, url: row.source_url },
  }));
}

export const listPlacardPressures = unstable_cache(readPlacardPressures, ['tire-pressures'], {
  tags: [TAGS.tirePressures],
  revalidate: REVALIDATE_SECONDS,
});

/**
 * Glossary ids of the given terms (case-insensitive), for the calculator FAQ links; a term that is not in
 * the glossary is simply absent from the map, so its FAQ item shows no link.
 */
export async function readGlossaryIdsByTerm(terms: string[]): Promise<Record<string, number>> {
  if (terms.length === 0) return {};
  const lowered = terms.map((term) => term.toLowerCase());
  const rows = await db()<{ id: number; term: string }[]>`
    select distinct on (lower(term)) id, term from glossary
    where lower(term) = any(${lowered}) order by lower(term), id`;
  const byLower = new Map(rows.map((row) => [row.term.toLowerCase(), row.id]));
  const result: Record<string, number> = {};
  for (const term of terms) {
    const id = byLower.get(term.toLowerCase());
    if (id !== undefined) result[term] = id;
  }
  return result;
}

export const getGlossaryIdsByTerm = unstable_cache(readGlossaryIdsByTerm, ['glossary-ids-by-term'], {
  tags: [TAGS.glossary],
  revalidate: REVALIDATE_SECONDS,
});
