/**
 * List-page search (GET /api/list-search's query: glossary, a category's terms, articles, videos,
 * charger-install guides) on the seeded content and on ten times as much (nine varied copies of every
 * row), in a scratch database. Each kind runs queries of one to many characters, words from titles and
 * from bodies, and words nothing contains. Prints p50/p95 per kind. Target: p95 <= 100 ms per list query.
 */
import { performance } from 'node:perf_hooks';
import type { Sql } from '../lib/db/connection';
import type { ListSearch } from '../lib/content/list-query';
import { allowServerOnly, copySearchableContent, latencySummary, withScratchDatabase } from './lib/support';

export const name = 'list-search: list-page search in PostgreSQL, seeded content and 10x';

const TARGET_P95_MS = 100;
const ROUNDS = 5;

// Short prefixes (the first keystrokes), whole words, phrases, words found only in bodies, and misses.
const QUERIES = ['b', 'ba', 'bat', 'batt', 'charg', 'Battery', 'high voltage', 'contactor', 'torque', 'insulation', 'the', 'level 2', 'kWh', 'BMS', 'zzqx', 'flux capacitor'];

async function measure(label: string, category: string, find: (search: ListSearch) => Promise<unknown>) {
  const kinds: ListSearch[] = [
    ...QUERIES.map((q) => ({ kind: 'glossary' as const, q })),
    ...QUERIES.map((q) => ({ kind: 'category' as const, q, category })),
    ...QUERIES.map((q) => ({ kind: 'articles' as const, q })),
    ...QUERIES.map((q) => ({ kind: 'videos' as const, q })),
    ...QUERIES.map((q) => ({ kind: 'guides' as const, q })),
  ];
  for (const search of kinds) await find(search);
  const samples = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const search of kinds) {
      const started = performance.now();
      await find(search);
      const list = samples.get(search.kind) ?? [];
      list.push(performance.now() - started);
      samples.set(search.kind, list);
    }
  }
  console.log(label);
  for (const [kind, values] of samples) console.log(`  ${kind.padEnd(10)} ${latencySummary(values, TARGET_P95_MS)}`);
}

/** Nine more copies of every listed row, titles varied, bodies kept (so each body is searched ten times). */
async function multiply(sql: Sql) {
  for (let copy = 1; copy <= 9; copy += 1) {
    await copySearchableContent(sql, copy);
    await sql`insert into videos (title, description, url, tags, status, metadata)
              select title || ' (part ' || ${copy} || ')', description, url, tags, status, metadata
                from videos where title not like '% (part %'`;
  }
  await sql`analyze`;
}

async function counts(sql: Sql): Promise<string> {
  const [row] = await sql<{ glossary: number; articles: number; videos: number; guides: number }[]>`
    select (select count(*)::int from glossary) as glossary, (select count(*)::int from articles) as articles,
           (select count(*)::int from videos) as videos, (select count(*)::int from ev_install_articles) as guides`;
  return `${row?.glossary} terms, ${row?.articles} articles, ${row?.videos} videos, ${row?.guides} guides`;
}

export default async function run(): Promise<void> {
  allowServerOnly();
  await withScratchDatabase('bench_list_search', async (sql) => {
    const { seed } = await import('../lib/db/seed');
    await seed(sql, { demo: false });
    // Without reference videos, one per article (its title, excerpt and tags) stands in, so the videos list
    // has rows to search.
    await sql`insert into videos (title, description, url, tags, status)
              select title, excerpt, 'https://www.youtube.com/watch?v=aaaaaaaaaaa', tags, 'ready' from articles
               where not exists (select 1 from videos)`;
    await sql`analyze`;
    (globalThis as unknown as { evSql?: Sql }).evSql = sql;
    const { findListMatches } = await import('../lib/db/list-search');
    const [biggest] = await sql<{ id: string }[]>`
      select category_id as id from glossary where category_id is not null group by category_id order by count(*) desc limit 1`;
    const category = biggest?.id ?? 'battery';
    await measure(`seeded content (${await counts(sql)}), category '${category}'`, category, findListMatches);
    await multiply(sql);
    await measure(`10x (${await counts(sql)})`, category, findListMatches);
  });
}
