import 'server-only';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { exportRows, saveRow, type SaveOutcome } from '@/lib/db/admin-table';
import { db } from '@/lib/db/client';
import { seed, SEED_DIR, tableReport, type EditableTableReport } from '@/lib/db/seed';
import { toTire, type TireRow } from '@/lib/db/tires';
import type { AdminTire } from '@/lib/db/types';
import { TIRE_TABLE, type TireValues } from '@/lib/admin/tire';
export type { SaveOutcome };

interface AdminTireRow extends TireRow {
  source_id: string | null;
  figures_edited_at: Date | null;
}

const toAdminTire = (row: AdminTireRow): AdminTire => ({
  ...toTire(row),
  // The back office shows the image as stored, so that the operator sees (and can fix) one the public page hides.
  imageUrl: row.image_url,
  sourceId: row.source_id,
  figuresEditedAt: row.figures_edited_at ? row.figures_edited_at.toISOString() : null,
});

const ADMIN_TIRE_COLUMNS = (sql: ReturnType<typeof db>) => sql`
  id, brand, model, size, load_index, speed_rating, rolling_resistance::text as rolling_resistance,
  wet_grip::text as wet_grip, noise_level_db, is_ev_rated, image_url, oem_certifications, source_id, figures_edited_at`;

/** Every tire, ordered by brand then model (the site's order), then size. */
export async function listAdminTires(): Promise<AdminTire[]> {
  const sql = db();
  const rows = await sql<AdminTireRow[]>`select ${ADMIN_TIRE_COLUMNS(sql)} from tires order by brand, model, size, id`;
  return rows.map(toAdminTire);
}

export async function getAdminTire(id: number): Promise<AdminTire | undefined> {
  const sql = db();
  const [row] = await sql<AdminTireRow[]>`select ${ADMIN_TIRE_COLUMNS(sql)} from tires where id = ${id}`;
  return row ? toAdminTire(row) : undefined;
}

/** Adds a tire, or updates one when values.id is set; the same brand, model and size cannot be listed twice. */
export const saveTire = (values: TireValues): Promise<SaveOutcome> =>
  saveRow(TIRE_TABLE, values, `Figures of ${values.brand} ${values.model} ${values.size}`);

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

const SYNC_TYPE = 'tire-data-sync';

interface SyncStatus {
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

interface SyncReport {
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

/** Every tire as CSV rows, in the order of the list. */
export const listTiresForExport = () => exportRows(TIRE_TABLE, db()`brand, model, size, id`);
