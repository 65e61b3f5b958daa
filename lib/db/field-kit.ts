import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { FaultSystem } from '@/lib/fault-codes/code';
import { familyGuidanceColumns, familyGuidanceOf, type FamilyGuidanceRow } from '@/lib/db/code-families';
import type { CodeFamilyGuidance } from '@/lib/fault-codes/families';
import type { KitCode, KitVehicle } from '@/lib/field-kit/types';

/*
 * The field kit's readers (docs/product/field-kit.md): every code, every family's guidance and every glossary term
 * with its explanation, each in one query. Only the kit reads whole tables: it is the one answer meant to be carried
 * away whole, asked for when a visitor saves or refreshes it. Each reader's entry stays well under the data cache's
 * 2 MB limit (about 330 KB for the codes, 300 KB for the glossary as seeded).
 */

interface CodeRow {
  code: string;
  title: string;
  published_title: string;
  system: FaultSystem;
  high_voltage: boolean;
  likely_causes: string | null;
  first_checks: string | null;
  family: string;
  code_family: string | null;
  related: number[] | null;
}

async function loadKitCodes(): Promise<KitCode[]> {
  const rows = await db()<CodeRow[]>`
    select f.code, f.title, f.published_title, f.system, f.high_voltage, f.likely_causes, f.first_checks, f.family, f.code_family,
           (select array_agg(a.id::int order by array_position(f.related_article_ids, a.id))
              from articles a where a.id = any(f.related_article_ids) and a.status = 'published') as related
      from fault_codes f
     order by f.code`;
  return rows.map((row) => ({
    code: row.code,
    title: row.title,
    system: row.system,
    highVoltage: row.high_voltage,
    ...(row.published_title !== row.title ? { publishedTitle: row.published_title } : {}),
    ...(row.likely_causes ? { likelyCauses: row.likely_causes } : {}),
    ...(row.first_checks ? { firstChecks: row.first_checks } : {}),
    circuit: row.family,
    ...(row.code_family ? { family: row.code_family } : {}),
    ...(row.related?.length ? { articles: row.related } : {}),
  }));
}

async function loadKitFamilies(): Promise<CodeFamilyGuidance[]> {
  const rows = await db()<FamilyGuidanceRow[]>`select ${familyGuidanceColumns()} from code_families c order by c.slug`;
  return rows.map(familyGuidanceOf);
}

/** A term as stored: its explanation (HTML, sanitized by the caller) and its folded list-search text. */
export interface KitTermRow {
  id: number;
  term: string;
  explanation: string;
  search: string;
}

/** In the list search's own order (lib/db/list-search.ts), so that ties fall the same way offline. */
async function loadKitTerms(): Promise<KitTermRow[]> {
  return db()<KitTermRow[]>`
    select id::int as id, term, explanation, list_search as search from glossary order by lower(term), id`;
}

/** Every EV EPA rated, with what the tire-pressure calculation reads, in the calculators' list order. */
async function loadKitVehicles(): Promise<KitVehicle[]> {
  return db()<KitVehicle[]>`
    select id::int as id, year, make, model, trim, epa_id as "epaId", epa_range::float8 as "epaRangeMiles",
           efficiency::float8 as "efficiencyKwhPer100Mi"
      from ev_models
     order by year desc, make, model, trim, id`;
}

export const listKitCodes = cachedReader(loadKitCodes, ['field-kit-codes'], [TAGS.faultCodes, TAGS.articles]);
export const listKitFamilies = cachedReader(loadKitFamilies, ['field-kit-families'], [TAGS.codeFamilies, TAGS.dataSources]);
export const listKitTerms = cachedReader(loadKitTerms, ['field-kit-terms'], [TAGS.glossary]);
export const listKitVehicles = cachedReader(loadKitVehicles, ['field-kit-vehicles'], [TAGS.evModels]);
