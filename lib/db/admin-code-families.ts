import 'server-only';
import { exportRows } from '@/lib/db/admin-table';
import { db } from '@/lib/db/client';
import { codeFamilyFromRecord, type AdminCodeFamily, type CodeFamilyRecord } from '@/lib/fault-codes/families';
import { CODE_FAMILY_TABLE, type CodeFamilyValues } from '@/lib/admin/code-family';

interface AdminRow extends CodeFamilyRecord {
  id: number;
  edited_at: Date | null;
  code_count: number;
  first_code: string | null;
}

/** Every family, by name, with what the operator may edit and how many codes it explains. */
export async function listAdminCodeFamilies(): Promise<AdminCodeFamily[]> {
  const rows = await db()<AdminRow[]>`
    select c.id, c.slug, c.name, c.watches, c.causes, c.checks, c.cautions, c.service_information, c.source_ids, c.edited_at,
           (select count(*)::int from fault_codes f where f.code_family = c.slug) as code_count,
           (select min(f.code) from fault_codes f where f.code_family = c.slug) as first_code
      from code_families c order by lower(c.name)`;
  return rows.map((row) => ({
    ...codeFamilyFromRecord(row),
    id: row.id,
    codeCount: row.code_count,
    firstCode: row.first_code,
    edited: row.edited_at !== null,
  }));
}

/**
 * The data sources the families cite, by name: the ones a family's form suggests (any listed source may be cited; the
 * rest are the vehicle and tire tables' pages).
 */
export async function listCitedSources(): Promise<{ id: string; name: string }[]> {
  return db()<{ id: string; name: string }[]>`
    select id, name from data_sources where id in (select unnest(source_ids) from code_families) order by lower(name)`;
}

type CodeFamilyUpdate = { status: 'saved'; slug: string } | { status: 'missing' } | { status: 'unknown-source' };

/** Saves the operator's text and sources of one family; its slug, and so its codes, stay the seed's. */
export async function updateCodeFamily(values: CodeFamilyValues & { id: number }): Promise<CodeFamilyUpdate> {
  return db().begin(async (tx): Promise<CodeFamilyUpdate> => {
    const [found] = await tx<{ n: number }[]>`select count(*)::int as n from data_sources where id = any(${values.sourceIds}::text[])`;
    if ((found?.n ?? 0) !== values.sourceIds.length) return { status: 'unknown-source' };
    const [row] = await tx<{ slug: string }[]>`
      update code_families set name = ${values.name}, watches = ${values.watches}, causes = ${values.causes}::text[],
             checks = ${values.checks}::text[], cautions = ${values.cautions}::text[],
             service_information = ${values.serviceInformation}, source_ids = ${values.sourceIds}::text[]
       where id = ${values.id} and slug = ${values.slug}
      returning slug`;
    return row ? { status: 'saved', slug: row.slug } : { status: 'missing' };
  });
}

/** Every family as CSV rows, in the order of the list. */
export const listCodeFamiliesForExport = () => exportRows(CODE_FAMILY_TABLE, db()`lower(name)`);
