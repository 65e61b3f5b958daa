/**
 * Site search latency over the test queries (tests/fixtures/search-queries.ts), on the seeded reference
 * data and on ten times as many rows (copies with varied titles), in a scratch database. Target: p95 <= 150 ms.
 */
import { performance } from 'node:perf_hooks';
import type { Sql } from '../lib/db/connection';
import { allowServerOnly, copySearchableContent, latencySummary, withScratchDatabase } from './lib/support';
import { SEARCH_CASES } from '../tests/fixtures/search-queries';

export const name = 'search: site-wide search, seeded data and 10x';

const TARGET_P95_MS = 150;
const ROUNDS = 3;

async function measure(label: string, search: (query: string) => Promise<unknown>) {
  for (const testCase of SEARCH_CASES.slice(0, 10)) await search(testCase.query);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const testCase of SEARCH_CASES) {
      const started = performance.now();
      await search(testCase.query);
      samples.push(performance.now() - started);
    }
  }
  console.log(`${label.padEnd(40)} ${latencySummary(samples, TARGET_P95_MS)}`);
}

/** Nine more copies of every searchable row, each title varied so that ranking has real work to do. */
async function multiply(sql: Sql) {
  for (let copy = 1; copy <= 9; copy += 1) {
    await copySearchableContent(sql, copy);
    await sql`insert into tires (brand, model, size, load_index, speed_rating, is_ev_rated)
              select brand, model || ' V' || ${copy}, size, load_index, speed_rating, is_ev_rated from tires where model !~ ' V[0-9]$'`;
  }
  await sql`analyze`;
}

export default async function run(): Promise<void> {
  allowServerOnly();
  await withScratchDatabase('bench_search', async (sql) => {
    const { seed } = await import('../lib/db/seed');
    await seed(sql, { demo: false });
    (globalThis as unknown as { evSql?: Sql }).evSql = sql;
    const { searchSite } = await import('../lib/db/search');
    await measure('seeded reference data', (query) => searchSite(query));
    await multiply(sql);
    const [counts] = await sql<{ glossary: number; tires: number }[]>`
      select (select count(*)::int from glossary) as glossary, (select count(*)::int from tires) as tires`;
    await measure(`10x (${counts?.glossary} terms, ${counts?.tires} tires)`, (query) => searchSite(query));
  });
}
