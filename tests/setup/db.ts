import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSql, type Sql } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';

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

/** Named after every migration file's name and content, so a changed schema gets a template of its own. */
export async function templateName(): Promise<string> {
  const dir = path.join(process.cwd(), 'supabase', 'migrations');
  const hash = createHash('sha256');
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()) {
    const sql = await readFile(path.join(dir, name), 'utf8');
    hash.update(name).update(createHash('sha256').update(sql).digest('hex'));
  }
  return `ev_template_${hash.digest('hex').slice(0, 12)}`;
}

/** Creates (once per schema version) a migrated, empty template database to clone for each test file. */
export async function ensureTemplate(): Promise<void> {
  const name = await templateName();
  const admin = createSql(adminUrl(), { max: 1 });
  try {
    const existing = await admin`select 1 from pg_database where datname = ${name}`;
    if (existing.length > 0) return;
    const building = `${name}_building_${randomBytes(3).toString('hex')}`;
    await admin.unsafe(`create database ${building}`);
    const sql = createSql(withDatabase(building), { max: 1 });
    try {
      await migrate(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
    await admin.unsafe(`alter database ${building} rename to ${name}`);
    await admin.unsafe(`alter database ${name} with is_template true`);
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

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ev_test_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl(), { max: 1 });
  try {
    await admin.unsafe(`create database ${name} template ${await templateName()}`);
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
