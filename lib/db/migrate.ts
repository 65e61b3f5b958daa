import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '@/lib/db/connection';

const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies pending migration files in name order, each in its own transaction, and records them.
 * A landed file must never change: a checksum mismatch stops with a clear error.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`
    create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`;
  const pushed = await versionsPushedBySupabaseCli(sql);
  const done: string[] = [];
  for (const file of await readMigrations(dir)) {
    // Each file is its own transaction; the advisory lock keeps two migrating processes from racing.
    const appliedNow = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(7264213)`;
      const [previous] = await tx<{ checksum: string }[]>`
        select checksum from schema_migrations where name = ${file.name}`;
      if (previous) {
        if (previous.checksum !== file.checksum) {
          throw new Error(
            `Migration ${file.name} changed after it was applied. Add a new migration file instead of editing it.`,
          );
        }
        return false;
      }
      // `supabase db push` applied this file already: record it instead of running it twice.
      if (pushed.has(versionOf(file.name))) {
        await tx`insert into schema_migrations (name, checksum) values (${file.name}, ${file.checksum})`;
        return false;
      }
      await tx.unsafe(file.sql);
      await tx`insert into schema_migrations (name, checksum) values (${file.name}, ${file.checksum})`;
      return true;
    });
    if (appliedNow) done.push(file.name);
  }
  return done;
}

/** The numeric prefix the Supabase CLI uses as a migration's version ('0002' of '0002_schema.sql'). */
const versionOf = (name: string) => /^(\d+)_/.exec(name)?.[1] ?? name;

/** Versions recorded by the Supabase CLI in its own table, when the schema was applied with it. */
async function versionsPushedBySupabaseCli(sql: Sql): Promise<Set<string>> {
  const [table] = await sql<{ exists: string | null }[]>`
    select to_regclass('supabase_migrations.schema_migrations')::text as exists`;
  if (!table?.exists) return new Set();
  const rows = await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`;
  return new Set(rows.map((row) => row.version));
}
