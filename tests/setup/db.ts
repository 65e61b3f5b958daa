import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSql, type Sql } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';
import { seed } from '@/lib/db/seed';

/** The server's maintenance database URL, derived from the one the launcher serves. */
export function adminUrl(): string {
  const url = new URL(requiredDatabaseUrl());
  url.pathname = '/postgres';
  return url.toString();
}

export function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Integration tests need DATABASE_URL: run them with npm run test:integration.');
  return url;
}

/** Each file's path and content under `dirs`, in a fixed order, into `hash`. */
async function hashTree(hash: ReturnType<typeof createHash>, dirs: string[], keep: (file: string) => boolean) {
  for (const dir of dirs) {
    const files = (await readdir(path.join(process.cwd(), dir), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && keep(entry.name))
      .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)))
      .sort();
    for (const file of files) hash.update(file).update(createHash('sha256').update(await readFile(file)).digest('hex'));
  }
}

/** Named after every migration file's name and content, so a changed schema gets a template of its own. */
export async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  await hashTree(hash, ['supabase/migrations'], (file) => file.endsWith('.sql'));
  return `ev_template_${hash.digest('hex').slice(0, 12)}`;
}

/**
 * Named after the schema, the seed files and lib (the seed's code and what it reads with), so that any change to
 * what `seed(sql, { demo: false })` would write gets a template of its own.
 */
export async function referenceTemplateName(): Promise<string> {
  const hash = createHash('sha256');
  await hashTree(hash, ['supabase', 'lib'], () => true);
  return `ev_reference_${hash.digest('hex').slice(0, 12)}`;
}

/** Builds a template database under `name` once (by `fill`ing a new database), renaming it into place when done. */
async function ensureTemplateDatabase(name: string, from: string | null, fill: (sql: Sql) => Promise<unknown>): Promise<void> {
  const admin = createSql(adminUrl(), { max: 1 });
  try {
    const existing = await admin`select 1 from pg_database where datname = ${name}`;
    if (existing.length > 0) return;
    const building = `${name}_building_${randomBytes(3).toString('hex')}`;
    await admin.unsafe(`create database ${building}${from ? ` template ${from}` : ''}`);
    const sql = createSql(withDatabase(building), { max: 1 });
    try {
      await fill(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
    await admin.unsafe(`alter database ${building} rename to ${name}`);
    await admin.unsafe(`alter database ${name} with is_template true`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * Creates (once per version) the templates each test file's database is cloned from: a migrated, empty one, and one
 * holding the reference data, for the files that read it. A reference template of an older version is dropped.
 */
export async function ensureTemplates(): Promise<void> {
  const migrated = await templateName();
  await ensureTemplateDatabase(migrated, null, (sql) => migrate(sql));
  const reference = await referenceTemplateName();
  await ensureTemplateDatabase(reference, migrated, (sql) => seed(sql, { demo: false }));
  const admin = createSql(adminUrl(), { max: 1 });
  try {
    const stale = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'ev\_reference\_%' and datname <> ${reference}`;
    for (const { datname } of stale) {
      await admin.unsafe(`alter database ${datname} with is_template false`);
      await admin.unsafe(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

function withDatabase(name: string): string {
  const url = new URL(requiredDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabase {
  name: string;
  url: string;
  sql: Sql;
  drop: () => Promise<void>;
}

let startsFrom: 'migrated' | 'reference' = 'migrated';

/**
 * Called at the top of a test file whose tests read the reference data: its database starts as
 * `seed(sql, { demo: false })` leaves an empty one, cloned from a template seeded once per run instead of seeding it
 * in each file. The file's top-level code runs before the database is created (tests/setup/integration.ts).
 */
export function startFromReferenceData(): void {
  startsFrom = 'reference';
}

/** A fresh database for one test file, cloned from the migrated template (or the reference one). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ev_test_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl(), { max: 1 });
  try {
    const template = startsFrom === 'reference' ? await referenceTemplateName() : await templateName();
    await admin.unsafe(`create database ${name} template ${template}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = withDatabase(name);
  const sql = createSql(url, { max: 5 });
  return {
    name,
    url,
    sql,
    drop: async () => {
      await sql.end({ timeout: 5 });
      const cleanup = createSql(adminUrl(), { max: 1 });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end({ timeout: 5 });
      }
    },
  };
}
