/**
 * Fault-code search (the /fault-codes search box, and the site search's share of it) on the seeded codes and on
 * ten times as many (nine copies of every code under codes the table does not use), in a scratch database.
 * The site search both ways: its ranking (the header's dialog) and its first screen grouped by kind.
 * Queries: whole codes in either case, partial codes, title words, phrases, a misspelling and a miss. Prints
 * p50/p95. Target: p95 <= 100 ms (docs/product/fault-codes.md § Limits).
 */
import { performance } from 'node:perf_hooks';
import type { Sql } from '../lib/db/connection';
import { allowServerOnly, latencySummary, withScratchDatabase } from './lib/support';

export const name = 'fault-codes: fault-code search in PostgreSQL, seeded codes and 10x';

const TARGET_P95_MS = 100;
const ROUNDS = 5;
const QUERIES = ['P0AA6', 'p0aa6', 'P0AA', 'P0A', 'U01', 'P', 'isolation', 'battery isolation', 'contactor stuck', 'isolaton fault', 'drive motor a position', 'charger', 'high voltage interlock', 'zzqx'];
const SITE_QUERIES = ['P0AA6', 'battery isolation', 'contactor', 'invertor'];

async function measure(label: string, run: (query: string) => Promise<unknown>, queries: readonly string[]) {
  for (const query of queries) await run(query);
  const samples: number[] = [];
  const slowest = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      await run(query);
      const took = performance.now() - started;
      samples.push(took);
      slowest.set(query, Math.max(slowest.get(query) ?? 0, took));
    }
  }
  console.log(`  ${label.padEnd(28)} ${latencySummary(samples, TARGET_P95_MS)}`);
  const worst = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(`    slowest: ${worst.map(([query, ms]) => `"${query}" ${ms.toFixed(1)} ms`).join(', ')}`);
}

/** Nine more copies of every code, under codes the table does not use, titles and families kept. */
export async function multiply(sql: Sql) {
  await sql`
    with pool as (
      select code, row_number() over (order by code) as n
        from (select letter || upper(lpad(to_hex(g), 4, '0')) as code
                from unnest(array['P', 'U']) as letter, generate_series(0, 65535) as g) every_code
       where code not in (select code from fault_codes)),
    source as (select f.*, row_number() over (order by f.code) as n, count(*) over () as total from fault_codes f)
    insert into fault_codes (code, published_title, title, system, high_voltage, family, source_id)
    select p.code, s.published_title, s.title, s.system, s.high_voltage, s.family, s.source_id
      from source s cross join generate_series(1, 9) as copy
      join pool p on p.n = (copy - 1) * s.total + s.n`;
  await sql`analyze fault_codes`;
}

export default async function run(): Promise<void> {
  allowServerOnly();
  await withScratchDatabase('bench_fault_codes', async (sql) => {
    const { seed } = await import('../lib/db/seed');
    await seed(sql, { demo: false });
    await sql`analyze`;
    (globalThis as unknown as { evSql?: Sql }).evSql = sql;
    const { searchFaultCodes } = await import('../lib/db/fault-codes');
    const { searchGroups, searchSite } = await import('../lib/db/search');
    for (const scale of ['seeded', '10x'] as const) {
      if (scale === '10x') await multiply(sql);
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from fault_codes`;
      console.log(`${scale} (${row?.n} codes)`);
      await measure('/fault-codes search', searchFaultCodes, QUERIES);
      await measure('/search with fault codes', (query) => searchSite(query), SITE_QUERIES);
      await measure('/search first screen', searchGroups, SITE_QUERIES);
    }
  });
}
