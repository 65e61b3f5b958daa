import 'server-only';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { TransactionSql } from 'postgres';
import { resolveSource, UnknownSourceError } from '@/lib/db/admin-sources';
import { db } from '@/lib/db/client';
import type { Sql } from '@/lib/db/connection';
import { seed, SEED_DIR, tableReport, type EditableTableReport } from '@/lib/db/seed';
import type { CsvRejection, CsvRow, ImportPreview, ImportResult, TireValues } from '@/lib/validations/admin-tires';
import type { AdminTire } from '@/lib/db/types';
export type { AdminTire };

type Tx = Sql | TransactionSql;

interface TireRow {
  id: number;
  brand: string;
  model: string;
  size: string;
  load_index: number;
  speed_rating: string;
  rolling_resistance: string | null;
  wet_grip: string | null;
  noise_level_db: number | null;
  is_ev_rated: boolean;
  image_url: string | null;
  oem_certifications: string[];
  source_id: string | null;
  figures_edited_at: Date | null;
}

const toAdminTire = (row: TireRow): AdminTire => ({
  id: row.id,
  brand: row.brand,
  model: row.model,
  size: row.size,
  loadIndex: row.load_index,
  speedRating: row.speed_rating,
  rollingResistance: row.rolling_resistance,
  wetGrip: row.wet_grip,
  noiseLevelDb: row.noise_level_db,
  isEvRated: row.is_ev_rated,
  imageUrl: row.image_url,
  oemCertifications: row.oem_certifications,
  sourceId: row.source_id,
  figuresEditedAt: row.figures_edited_at ? row.figures_edited_at.toISOString() : null,
});

const TIRE_COLUMNS = (sql: Tx) => sql`
  id, brand, model, size, load_index, speed_rating, rolling_resistance::text as rolling_resistance,
  wet_grip::text as wet_grip, noise_level_db, is_ev_rated, image_url, oem_certifications, source_id, figures_edited_at`;

/** Every tire, ordered by brand then model (the spec's order), then size. */
export async function listAdminTires(): Promise<AdminTire[]> {
  const sql = db();
  const rows = await sql<TireRow[]>`select ${TIRE_COLUMNS(sql)} from tires order by brand, model, size, id`;
  return rows.map(toAdminTire);
}

export async function getAdminTire(id: number): Promise<AdminTire | undefined> {
  const sql = db();
  const [row] = await sql<TireRow[]>`select ${TIRE_COLUMNS(sql)} from tires where id = ${id}`;
  return row ? toAdminTire(row) : undefined;
}

export type SaveOutcome =
  | { status: 'saved'; id: number }
  | { status: 'duplicate' }
  | { status: 'missing' }
  | { status: 'unknown-source' };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;

/**
 * Adds a tire, or updates one when values.id is set. The same tire (brand, model and size, compared without
 * regard to case) cannot be listed twice: the check runs under a lock on that identity, so two tabs saving the
 * same new tire at once get one row and one 'duplicate', never a database error.
 */
export async function saveTire(values: TireValues): Promise<SaveOutcome> {
  try {
    return await db().begin(async (tx): Promise<SaveOutcome> => {
      await tx`select pg_advisory_xact_lock(hashtext('tire:' || tire_natural_key(${values.brand}, ${values.model}, ${values.size})))`;
      const [same] = await tx<{ id: number }[]>`
        select id from tires
        where tire_natural_key(brand, model, size) = tire_natural_key(${values.brand}, ${values.model}, ${values.size})
          and id <> ${values.id ?? 0}
        limit 1`;
      if (same) return { status: 'duplicate' };
      const sourceId = await resolveSource(tx, values.source, `Figures of ${values.brand} ${values.model} ${values.size}`);
      const row = {
        brand: values.brand,
        model: values.model,
        size: values.size,
        load_index: values.loadIndex,
        speed_rating: values.speedRating,
        rolling_resistance: values.rollingResistance,
        wet_grip: values.wetGrip ?? null,
        noise_level_db: values.noiseLevelDb,
        is_ev_rated: values.isEvRated,
        image_url: values.imageUrl,
        oem_certifications: values.oemCertifications,
        source_id: sourceId,
      };
      if (values.id === undefined) {
        const [inserted] = await tx<{ id: number }[]>`insert into tires ${tx(row)} returning id`;
        return { status: 'saved', id: inserted!.id };
      }
      const [updated] = await tx<{ id: number }[]>`
        update tires set ${tx(row)} where id = ${values.id} returning id`;
      return updated ? { status: 'saved', id: updated.id } : { status: 'missing' };
    });
  } catch (error) {
    if (error instanceof UnknownSourceError) return { status: 'unknown-source' };
    if (isUniqueViolation(error)) return { status: 'duplicate' };
    throw error;
  }
}

/** Returns false when no such tire exists. Its fitments go with it (on delete cascade). */
export async function deleteTire(id: number): Promise<boolean> {
  const rows = await db()`delete from tires where id = ${id} returning id`;
  return rows.length > 0;
}

/* ---------------------------------------------------------------- images */

export interface TireIdentity {
  id: number;
  brand: string;
  model: string;
  size: string;
}

/** Tires without an image after the cursor, in id order: one round of 'Refresh All Images'. */
export async function tiresNeedingImages(after: number, limit: number): Promise<TireIdentity[]> {
  return db()<TireIdentity[]>`
    select id, brand, model, size from tires
    where image_url is null and id > ${after}
    order by id limit ${limit}`;
}

export async function countTiresNeedingImages(after: number): Promise<number> {
  const [row] = await db()<{ n: number }[]>`select count(*)::int as n from tires where image_url is null and id > ${after}`;
  return row?.n ?? 0;
}

/** Returns false when the tire is gone. */
export async function setTireImage(id: number, imageUrl: string): Promise<boolean> {
  const rows = await db()`update tires set image_url = ${imageUrl} where id = ${id} returning id`;
  return rows.length > 0;
}

/* ---------------------------------------------------------------- data sync */

export const SYNC_TYPE = 'tire-data-sync';

export interface SyncStatus {
  date: string;
  status: string;
  details: Record<string, unknown>;
}

/** The latest 'Sync Tire Data' run, or null when there has been none. */
export async function latestTireSync(): Promise<SyncStatus | null> {
  const [row] = await db()<{ sync_date: Date; status: string; details: Record<string, unknown> }[]>`
    select sync_date, status, details from sync_logs where type = ${SYNC_TYPE}
    order by sync_date desc, id desc limit 1`;
  return row ? { date: row.sync_date.toISOString(), status: row.status, details: row.details } : null;
}

export interface SyncReport {
  source: 'reference-files';
  tires: EditableTableReport;
  vehicles: EditableTableReport;
  fitmentsAdded: number;
  syncedAt: string;
}

export class ReferenceFilesMissingError extends Error {
  constructor(public readonly missing: string[]) {
    super(`Reference files missing: ${missing.join(', ')}`);
    this.name = 'ReferenceFilesMissingError';
  }
}

const REFERENCE_FILES = ['tires.csv', 'vehicles.csv', 'fitments.csv'];

async function recordSync(status: 'success' | 'failed', details: object): Promise<Date> {
  const sql = db();
  const [row] = await sql<{ sync_date: Date }[]>`
    insert into sync_logs (type, status, details) values (${SYNC_TYPE}, ${status}, ${sql.json(details as never)})
    returning sync_date`;
  return row!.sync_date;
}

/**
 * 'Sync Tire Data' with no outside feed: re-applies the reference files through the seed (the same statements as
 * `npm run db:seed`, limited to sources, trims, tires and fitments), which never overwrites a figure the operator
 * edited nor restores a row the operator removed. Every run, success or failure, is recorded in sync_logs.
 */
export async function syncTireReferenceData(dir = SEED_DIR): Promise<SyncReport> {
  const missing: string[] = [];
  for (const name of REFERENCE_FILES) {
    await access(path.join(dir, 'reference', name)).catch(() => missing.push(name));
  }
  if (missing.length > 0) {
    await recordSync('failed', { source: 'reference-files', error: `missing ${missing.join(', ')}` });
    throw new ReferenceFilesMissingError(missing);
  }
  let counts;
  try {
    counts = await seed(db(), { demo: false, scope: 'fitment', dir });
  } catch (error) {
    await recordSync('failed', { source: 'reference-files', error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  const report = {
    source: 'reference-files' as const,
    tires: tableReport(counts, 'tires'),
    vehicles: tableReport(counts, 'vehicles'),
    fitmentsAdded: counts.fitments_inserted ?? 0,
  };
  const syncedAt = await recordSync('success', report);
  return { ...report, syncedAt: syncedAt.toISOString() };
}

/* ---------------------------------------------------------------- CSV */

interface ExistingTire {
  id: number;
  key: string;
  load_index: number;
  speed_rating: string;
  rolling_resistance: string | null;
  wet_grip: string | null;
  noise_level_db: number | null;
  is_ev_rated: boolean;
  image_url: string | null;
  oem_certifications: string[];
  source_id: string | null;
}

interface TirePlan {
  preview: ImportPreview;
  inserts: Record<string, unknown>[];
  updates: Record<string, unknown>[];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Sorts the file's rows into add, update, unchanged and rejected against the table as it is now. */
async function planTires(tx: Tx, rows: CsvRow<TireValues>[], rejected: CsvRejection[], ignoredColumns: string[]): Promise<TirePlan> {
  const existing = await tx<ExistingTire[]>`
    select id, tire_natural_key(brand, model, size) as key, load_index, speed_rating,
           rolling_resistance::text as rolling_resistance, wet_grip::text as wet_grip, noise_level_db, is_ev_rated,
           image_url, oem_certifications,
           source_id
    from tires`;
  const byKey = new Map(existing.map((row) => [row.key, row]));
  const sources = new Set((await tx<{ id: string }[]>`select id from data_sources`).map((row) => row.id));
  const keys = await tx<{ key: string }[]>`
    select tire_natural_key(f.brand, f.model, f.size) as key
    from jsonb_to_recordset(${tx.json(rows.map((row) => ({ brand: row.values.brand, model: row.values.model, size: row.values.size })))})
      as f(brand text, model text, size text)`;

  const preview: ImportPreview = { add: [], update: [], unchanged: 0, rejected: [...rejected], ignoredColumns };
  const inserts: Record<string, unknown>[] = [];
  const updates: Record<string, unknown>[] = [];
  rows.forEach((row, index) => {
    const values = row.values;
    const label = `${values.brand} ${values.model} ${values.size}`;
    if (row.sourceId && !sources.has(row.sourceId)) {
      preview.rejected.push({ line: row.line, label, reason: `Unknown data source "${row.sourceId}"` });
      return;
    }
    const current = byKey.get(keys[index]!.key);
    const next = {
      load_index: values.loadIndex,
      speed_rating: values.speedRating,
      rolling_resistance: values.rollingResistance,
      wet_grip: values.wetGrip === undefined ? (current?.wet_grip ?? null) : values.wetGrip,
      noise_level_db: values.noiseLevelDb,
      is_ev_rated: values.isEvRated,
      oem_certifications: values.oemCertifications,
      // A blank image or source in the file keeps what the tire has.
      image_url: values.imageUrl ?? current?.image_url ?? null,
      source_id: row.sourceId ?? current?.source_id ?? null,
    };
    if (!current) {
      preview.add.push({ line: row.line, label });
      inserts.push({ brand: values.brand, model: values.model, size: values.size, ...next });
      return;
    }
    const changes = (Object.keys(next) as (keyof typeof next)[]).filter((field) => {
      const before = current[field];
      const after = next[field];
      return Array.isArray(before) && Array.isArray(after) ? !sameList(before, after) : before !== after;
    });
    if (changes.length === 0) {
      preview.unchanged += 1;
      return;
    }
    preview.update.push({ line: row.line, label, changes });
    updates.push({ id: current.id, ...next });
  });
  preview.rejected.sort((a, b) => a.line - b.line);
  return { preview, inserts, updates };
}

/** The dry run: what an import of these rows would do, writing nothing. */
export async function previewTireImport(rows: CsvRow<TireValues>[], rejected: CsvRejection[], ignoredColumns: string[]): Promise<ImportPreview> {
  return (await planTires(db(), rows, rejected, ignoredColumns)).preview;
}

/**
 * Writes the add and update rows of the file in one transaction: all of them or, on any failure, none. The table
 * is locked against other writers meanwhile so that the plan made inside the transaction stays true.
 */
export async function importTires(rows: CsvRow<TireValues>[], rejected: CsvRejection[]): Promise<ImportResult & { ids: number[] }> {
  return db().begin(async (tx) => {
    await tx`lock table tires in share row exclusive mode`;
    const { preview, inserts, updates } = await planTires(tx, rows, rejected, []);
    const ids: number[] = [];
    if (inserts.length > 0) {
      const added = await tx<{ id: number }[]>`insert into tires ${tx(inserts)} returning id`;
      ids.push(...added.map((row) => row.id));
    }
    if (updates.length > 0) {
      const changed = await tx<{ id: number }[]>`
        update tires t set load_index = f.load_index, speed_rating = f.speed_rating,
          rolling_resistance = f.rolling_resistance, wet_grip = f.wet_grip, noise_level_db = f.noise_level_db, is_ev_rated = f.is_ev_rated,
          oem_certifications = f.oem_certifications, image_url = f.image_url, source_id = f.source_id
        from jsonb_to_recordset(${tx.json(updates as never)}) as f(id bigint, load_index integer, speed_rating text,
          rolling_resistance text, wet_grip text, noise_level_db numeric, is_ev_rated boolean, oem_certifications text[],
          image_url text, source_id text)
        where t.id = f.id
        returning t.id`;
      ids.push(...changed.map((row) => row.id));
    }
    return {
      added: inserts.length,
      updated: updates.length,
      unchanged: preview.unchanged,
      rejected: preview.rejected.length,
      ids,
    };
  });
}

/** Every tire as CSV rows, in the import's columns (certifications separated by semicolons, as in the reference file). */
export async function listTiresForExport(): Promise<Record<string, unknown>[]> {
  const tires = await listAdminTires();
  return tires.map((tire) => ({
    brand: tire.brand,
    model: tire.model,
    size: tire.size,
    load_index: tire.loadIndex,
    speed_rating: tire.speedRating,
    rolling_resistance: tire.rollingResistance ?? '',
    wet_grip: tire.wetGrip ?? '',
    noise_level_db: tire.noiseLevelDb ?? '',
    is_ev_rated: tire.isEvRated ? 'true' : 'false',
    oem_certifications: tire.oemCertifications.join(';'),
    image_url: tire.imageUrl ?? '',
    source_id: tire.sourceId ?? '',
  }));
}
