import { randomBytes } from 'node:crypto';
import Module from 'node:module';
import path from 'node:path';
import { createSql, type Sql } from '../../lib/db/connection';
import { migrate } from '../../lib/db/migrate';

/*
 * lib/db modules are marked server-only (they must never reach a browser bundle). A benchmark is a server
 * process too, so the marker resolves to its empty build here and the benchmark runs the app's own code.
 */
export function allowServerOnly(): void {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = loader._resolveFilename;
  const empty = path.join(process.cwd(), 'node_modules', 'server-only', 'empty.js');
  loader._resolveFilename = function (request: string, ...rest: unknown[]) {
    return original.call(this, request === 'server-only' ? empty : request, ...rest);
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const median = (values: readonly number[]): number => percentile([...values].sort((a, b) => a - b), 50);

/** One query kind's latencies as the search benches print them: p50, p95 and whether p95 meets its target. */
export function latencySummary(samples: readonly number[], targetP95Ms: number): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const verdict = p95 <= targetP95Ms ? 'ok' : `OVER the ${targetP95Ms} ms target`;
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${sorted.length} queries, ${verdict})`;
}

/**
 * Copy number `copy` of every seeded glossary entry, article and guide, each title varied, bodies kept: the
 * search benches grow the content tenfold with copies 1 to 9, so each body is searched ten times.
 */
export async function copySearchableContent(sql: Sql, copy: number): Promise<void> {
  await sql`insert into glossary (term, explanation, category_id)
            select term || ' variant ' || ${copy}, explanation, category_id from glossary where term not like '% variant %'`;
  await sql`insert into articles (title, content, excerpt, status, published_at, tags)
            select title || ' (part ' || ${copy} || ')', content, excerpt, status, published_at, tags
              from articles where title not like '% (part %'`;
  await sql`insert into ev_install_articles (slug, title, body, meta_description, tags, published_at)
            select slug || '-' || ${copy}, title || ' (part ' || ${copy} || ')', body, meta_description, tags, published_at
              from ev_install_articles where slug !~ '-[0-9]$'`;
}

/**
 * A migrated, empty database of its own for one benchmark, dropped afterwards, so a benchmark's generated
 * rows never reach the database the site or the tests use.
 */
export async function withScratchDatabase(prefix: string, work: (sql: Sql) => Promise<void>): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run through npm run bench');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const admin = createSql(adminUrl.toString(), { max: 1 });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 4 });
  try {
    await migrate(sql);
    await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

/** The routes named in BENCH_ROUTES (comma-separated), for a quick before-and-after of one change; all without it. */
export function onlyRoutes(routes: string[]): string[] {
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  return only ? routes.filter((route) => only.includes(route)) : routes;
}
