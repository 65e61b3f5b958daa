import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { CodeFamilyGuidance, CodeFamilyRecord } from '@/lib/fault-codes/families';

/** A family as its guidance is read, with its sources (`familyGuidanceColumns`, from `code_families c`). */
export type FamilyGuidanceRow = Omit<CodeFamilyRecord, 'source_ids'> & { sources: { id: string; name: string; url: string }[] | null };

/** The select list of a family's guidance, its sources in the order cited; read from `code_families c`. */
export const familyGuidanceColumns = () => db()`
  c.slug, c.name, c.watches, c.causes, c.checks, c.cautions, c.service_information,
  (select json_agg(json_build_object('id', d.id, 'name', d.name, 'url', d.url) order by array_position(c.source_ids, d.id))
     from data_sources d where d.id = any(c.source_ids)) as sources`;

export function familyGuidanceOf(row: FamilyGuidanceRow): CodeFamilyGuidance {
  return {
    slug: row.slug,
    name: row.name,
    watches: row.watches,
    causes: row.causes,
    checks: row.checks,
    cautions: row.cautions,
    serviceInformation: row.service_information,
    sources: row.sources ?? [],
  };
}

/** The guidance of the family a code belongs to, with its sources in the order cited; undefined when it has none. */
async function loadFamilyOfCode(code: string): Promise<CodeFamilyGuidance | undefined> {
  const [row] = await db()<FamilyGuidanceRow[]>`
    select ${familyGuidanceColumns()}
      from fault_codes f join code_families c on c.slug = f.code_family
     where f.code = ${code}`;
  return row && familyGuidanceOf(row);
}

export const getCodeFamilyOfCode = cachedReader(loadFamilyOfCode, ['code-family-of-code'], [TAGS.codeFamilies, TAGS.faultCodes, TAGS.dataSources]);
