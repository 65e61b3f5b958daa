/**
 * Related content of fault codes (docs/product/fault-codes.md § Related content): a code page's glossary terms,
 * articles, guides and videos, and a content page's "Fault codes about this", each one statement on the search
 * indexes. Measured on the seeded data and on ten times the content and the codes (the search bench's copies of every
 * term, article and guide, and the fault-code bench's copies of every code), in a scratch database. Prints p50/p95.
 * Target: p95 <= 100 ms.
 */
import { performance } from 'node:perf_hooks';
import type { Sql } from '../lib/db/connection';
import type { FaultSystem } from '../lib/fault-codes/code';
import { multiply as multiplyCodes } from './fault-codes.bench';
import { allowServerOnly, copySearchableContent, latencySummary, withScratchDatabase } from './lib/support';

export const name = 'fault-code-relations: related content of a code and codes about a content page, seeded and 10x';

const TARGET_P95_MS = 100;
const ROUNDS = 5;
/** One code per system and per kind of key phrase, and one naming none. */
const CODES = ['P0AA6', 'P0A80', 'U0111', 'P0A3C', 'P0A0A', 'P0AE1', 'P0D20', 'P0A00', 'P0A08', 'P0CF3', 'P0A1F', 'P0B33'];

async function measure(label: string, calls: readonly (() => Promise<unknown>)[]) {
  for (const call of calls) await call();
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const call of calls) {
      const started = performance.now();
      await call();
      samples.push(performance.now() - started);
    }
  }
  console.log(`  ${label.padEnd(30)} ${latencySummary(samples, TARGET_P95_MS)}`);
}

export default async function run(): Promise<void> {
  allowServerOnly();
  await withScratchDatabase('bench_fault_code_relations', async (sql) => {
    const { seed } = await import('../lib/db/seed');
    await seed(sql, { demo: false });
    await sql`analyze`;
    (globalThis as unknown as { evSql?: Sql }).evSql = sql;
    const { getRelatedContent, listCodesAbout } = await import('../lib/db/fault-code-relations');
    const codes = await sql<{ code: string; title: string; system: FaultSystem }[]>`
      select code, title, system from fault_codes where code = any(${CODES}) order by code`;
    // The seeded content only: the copies' pages would ask the same.
    const pages = await sql<{ kind: 'glossary' | 'article' | 'guide'; id: number; title: string }[]>`
      (select 'glossary' as kind, id, term as title from glossary order by id limit 40)
      union all (select 'article', id, title from articles where status = 'published')
      union all (select 'guide', id, title from ev_install_articles)`;
    for (const scale of ['seeded', '10x'] as const) {
      if (scale === '10x') {
        for (let copy = 1; copy <= 9; copy += 1) await copySearchableContent(sql, copy);
        await multiplyCodes(sql);
        await sql`analyze`;
      }
      const [row] = await sql<{ glossary: number; articles: number; codes: number }[]>`
        select (select count(*)::int from glossary) as glossary, (select count(*)::int from articles) as articles,
               (select count(*)::int from fault_codes) as codes`;
      console.log(`${scale} (${row?.glossary} terms, ${row?.articles} articles, ${row?.codes} codes)`);
      await measure('code page: related content', codes.map((code) => () => getRelatedContent(code.code, code.title, code.system)));
      await measure('content page: codes about it', pages.map((page) => () => listCodesAbout(page.kind, Number(page.id), page.title)));
    }
  });
}
