import 'server-only';
import { cachedReader, readWithPolicy } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { FaultSystem } from '@/lib/fault-codes/code';
import type { FaultCode, FaultCodeSummary, FaultSystemCount } from '@/lib/fault-codes/types';
import { searchKind } from '@/lib/db/search';
import { readCodeFormat } from '@/lib/fault-codes/format';

interface SummaryRow {
  code: string;
  title: string;
  system: FaultSystem;
  high_voltage: boolean;
}

const toSummary = (row: SummaryRow): FaultCodeSummary => ({
  code: row.code,
  title: row.title,
  system: row.system,
  highVoltage: row.high_voltage,
});

interface CodeRow extends SummaryRow {
  id: number;
  published_title: string;
  likely_causes: string | null;
  first_checks: string | null;
  notes_updated_at: Date | null;
  family: SummaryRow[] | null;
  related: { id: number; title: string }[] | null;
  source_name: string | null;
  source_url: string | null;
}

/** One code with its family, its related published articles and its source, or undefined for a code not kept. */
async function loadFaultCode(code: string): Promise<FaultCode | undefined> {
  const [row] = await db()<CodeRow[]>`
    select f.id, f.code, f.title, f.system, f.high_voltage, f.published_title, f.likely_causes, f.first_checks,
           f.notes_updated_at, d.name as source_name, d.url as source_url,
           (select json_agg(json_build_object('code', s.code, 'title', s.title, 'system', s.system,
                                              'high_voltage', s.high_voltage) order by s.code)
              from fault_codes s where s.family = f.family and s.code <> f.code) as family,
           (select json_agg(json_build_object('id', a.id, 'title', a.title) order by array_position(f.related_article_ids, a.id))
              from articles a where a.id = any(f.related_article_ids) and a.status = 'published') as related
      from fault_codes f left join data_sources d on d.id = f.source_id
     where f.code = ${code}`;
  if (!row) return undefined;
  return {
    ...toSummary(row),
    id: row.id,
    publishedTitle: row.published_title,
    likelyCauses: row.likely_causes,
    firstChecks: row.first_checks,
    notesUpdatedAt: row.notes_updated_at ? row.notes_updated_at.toISOString() : null,
    family: (row.family ?? []).map(toSummary),
    relatedArticles: (row.related ?? []).map((article) => ({ id: Number(article.id), title: article.title })),
    source: row.source_name && row.source_url ? { name: row.source_name, url: row.source_url } : null,
  };
}

/** Each system with its number of codes and of high-voltage codes, in the order of SYSTEMS. */
async function loadSystemCounts(): Promise<FaultSystemCount[]> {
  const rows = await db()<{ system: FaultSystem; count: number; high_voltage: number }[]>`
    select system, count(*)::int as count, count(*) filter (where high_voltage)::int as high_voltage
      from fault_codes group by system`;
  return rows.map((row) => ({ system: row.system, count: row.count, highVoltage: row.high_voltage }));
}

/** Every code of one system, by code. */
async function loadSystemCodes(system: FaultSystem): Promise<FaultCodeSummary[]> {
  const rows = await db()<SummaryRow[]>`
    select code, title, system, high_voltage from fault_codes where system = ${system} order by code`;
  return rows.map(toSummary);
}

export const getFaultCode = cachedReader(loadFaultCode, ['fault-code'], [TAGS.faultCodes, TAGS.articles]);
export const listFaultSystemCounts = cachedReader(loadSystemCounts, ['fault-code-systems'], [TAGS.faultCodes]);
export const listFaultCodesInSystem = cachedReader(loadSystemCodes, ['fault-codes-in-system'], [TAGS.faultCodes]);

/** Most codes a search answers with; the page says when more matched. */
export const FAULT_SEARCH_LIMIT = 50;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface FaultSearchResult {
  codes: FaultCodeSummary[];
  more: boolean;
}

/**
 * Codes matching what the visitor typed, best first. Text that is a code or the start of one ("P0AA") is looked up by
 * code: the code itself, then the codes starting with it. Other text goes through the site search's engine over the
 * codes alone (several words, synonyms, misspellings, the same ranking: lib/db/search.ts). Control characters are
 * spaces (a NUL cannot reach Postgres). Not cached, since every query would be an entry of its own.
 */
export async function searchFaultCodes(query: string): Promise<FaultSearchResult> {
  const q = query.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 100);
  if (!q) return { codes: [], more: false };
  const format = readCodeFormat(q);
  const rows = await readWithPolicy(async () => {
    // A code or the start of one is looked up by code only (the btree on code serves the prefix).
    if (format.kind === 'prefix' || format.kind === 'code') {
      return db()<SummaryRow[]>`
        select code, title, system, high_voltage from fault_codes
         where code like ${`${escapeLike(format.kind === 'code' ? format.code : format.prefix)}%`}
         order by code
         limit ${FAULT_SEARCH_LIMIT + 1}`;
    }
    const { hits } = await searchKind(q, 'fault-code', FAULT_SEARCH_LIMIT + 1);
    if (hits.length === 0) return [];
    const found = await db()<(SummaryRow & { id: number })[]>`
      select id, code, title, system, high_voltage from fault_codes where id = any(${hits.map((hit) => hit.id)}::int[])`;
    const order = new Map(hits.map((hit, index) => [hit.id, index]));
    return found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  });
  return { codes: rows.slice(0, FAULT_SEARCH_LIMIT).map(toSummary), more: rows.length > FAULT_SEARCH_LIMIT };
}
