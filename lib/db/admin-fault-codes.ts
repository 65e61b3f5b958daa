import 'server-only';
import { exportRows } from '@/lib/db/admin-table';
import { db } from '@/lib/db/client';
import type { FaultSystem } from '@/lib/fault-codes/code';
import type { AdminFaultCode } from '@/lib/fault-codes/types';
import { FAULT_CODE_TABLE, type FaultCodeValues } from '@/lib/admin/fault-code';

interface AdminRow {
  id: number;
  code: string;
  title: string;
  published_title: string;
  system: FaultSystem;
  high_voltage: boolean;
  likely_causes: string | null;
  first_checks: string | null;
  related_article_ids: number[];
  title_edited_at: Date | null;
}

/** Every code, by code, with what the operator may edit. */
export async function listAdminFaultCodes(): Promise<AdminFaultCode[]> {
  const rows = await db()<AdminRow[]>`
    select id, code, title, published_title, system, high_voltage, likely_causes, first_checks,
           related_article_ids, title_edited_at
      from fault_codes order by code`;
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    publishedTitle: row.published_title,
    system: row.system,
    highVoltage: row.high_voltage,
    likelyCauses: row.likely_causes,
    firstChecks: row.first_checks,
    relatedArticleIds: row.related_article_ids.map(Number),
    titleEdited: row.title_edited_at !== null,
  }));
}

/** Articles the operator may relate to a code (drafts too: only published ones show on the public page). */
export async function listArticleOptions(): Promise<{ id: number; title: string; published: boolean }[]> {
  const rows = await db()<{ id: number; title: string; status: string }[]>`select id, title, status from articles order by lower(title), id`;
  return rows.map((row) => ({ id: row.id, title: row.title, published: row.status === 'published' }));
}

type FaultCodeUpdate = { status: 'saved'; code: string } | { status: 'missing' } | { status: 'unknown-article' };

/** Saves the operator's title, notes and related articles of one code; its code, system and published title stay. */
export async function updateFaultCode(values: FaultCodeValues & { id: number }): Promise<FaultCodeUpdate> {
  return db().begin(async (tx): Promise<FaultCodeUpdate> => {
    if (values.relatedArticleIds.length > 0) {
      const [found] = await tx<{ n: number }[]>`select count(*)::int as n from articles where id = any(${values.relatedArticleIds}::bigint[])`;
      if ((found?.n ?? 0) !== values.relatedArticleIds.length) return { status: 'unknown-article' };
    }
    const [row] = await tx<{ code: string }[]>`
      update fault_codes set title = ${values.title}, likely_causes = ${values.likelyCauses}, first_checks = ${values.firstChecks},
             related_article_ids = ${values.relatedArticleIds}::bigint[]
       where id = ${values.id} and code = ${values.code}
      returning code`;
    return row ? { status: 'saved', code: row.code } : { status: 'missing' };
  });
}

/** Every code as CSV rows, in the order of the list. */
export const listFaultCodesForExport = () => exportRows(FAULT_CODE_TABLE, db()`code`);
