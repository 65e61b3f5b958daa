import 'server-only';
import type { TransactionSql } from 'postgres';
import { resolveSource, UnknownSourceError } from '@/lib/db/admin-sources';
import { db } from '@/lib/db/client';
import type { Sql } from '@/lib/db/connection';
import type { SaveOutcome } from '@/lib/db/admin-tires';
import type { CsvRejection, CsvRow, ImportPreview, ImportResult, VehicleValues } from '@/lib/validations/admin-tires';
import type { AdminVehicle } from '@/lib/db/types';
export type { AdminVehicle };

type Tx = Sql | TransactionSql;

interface VehicleRow {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  oem_tire_size: string;
  load_index_min: number;
  speed_rating_min: string;
  wheel_size_min: number;
  wheel_size_max: number;
  source_id: string | null;
  figures_edited_at: Date | null;
}

const toAdminVehicle = (row: VehicleRow): AdminVehicle => ({
  id: row.id,
  year: row.year,
  make: row.make,
  model: row.model,
  trim: row.trim,
  oemTireSize: row.oem_tire_size,
  loadIndexMin: row.load_index_min,
  speedRatingMin: row.speed_rating_min,
  wheelSizeMin: row.wheel_size_min,
  wheelSizeMax: row.wheel_size_max,
  sourceId: row.source_id,
  figuresEditedAt: row.figures_edited_at ? row.figures_edited_at.toISOString() : null,
});

/** Every vehicle, ordered by make, model and year descending (the spec's order), then trim. */
export async function listAdminVehicles(): Promise<AdminVehicle[]> {
  const rows = await db()<VehicleRow[]>`
    select id, year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min,
           wheel_size_max, source_id, figures_edited_at
    from vehicles order by make, model, year desc, trim, id`;
  return rows.map(toAdminVehicle);
}

const UNIQUE_VIOLATION = '23505';

/** Adds a vehicle, or updates one when values.id is set; the same year, make, model and trim cannot be listed twice. */
export async function saveVehicle(values: VehicleValues): Promise<SaveOutcome> {
  try {
    return await db().begin(async (tx): Promise<SaveOutcome> => {
      const key = tx`vehicle_natural_key(${values.year}::int, ${values.make}, ${values.model}, ${values.trim})`;
      await tx`select pg_advisory_xact_lock(hashtext('vehicle:' || ${key}))`;
      const [same] = await tx<{ id: number }[]>`
        select id from vehicles
        where vehicle_natural_key(year, make, model, trim) = ${key} and id <> ${values.id ?? 0}
        limit 1`;
      if (same) return { status: 'duplicate' };
      const sourceId = await resolveSource(
        tx,
        values.source,
        `Tire fitment of the ${values.year} ${values.make} ${values.model} ${values.trim}`,
      );
      const row = {
        year: values.year,
        make: values.make,
        model: values.model,
        trim: values.trim,
        oem_tire_size: values.oemTireSize,
        load_index_min: values.loadIndexMin,
        speed_rating_min: values.speedRatingMin,
        wheel_size_min: values.wheelSizeMin,
        wheel_size_max: values.wheelSizeMax,
        source_id: sourceId,
      };
      if (values.id === undefined) {
        const [inserted] = await tx<{ id: number }[]>`insert into vehicles ${tx(row)} returning id`;
        return { status: 'saved', id: inserted!.id };
      }
      const [updated] = await tx<{ id: number }[]>`update vehicles set ${tx(row)} where id = ${values.id} returning id`;
      return updated ? { status: 'saved', id: updated.id } : { status: 'missing' };
    });
  } catch (error) {
    if (error instanceof UnknownSourceError) return { status: 'unknown-source' };
    if ((error as { code?: string } | null)?.code === UNIQUE_VIOLATION) return { status: 'duplicate' };
    throw error;
  }
}

/** Ids of the tires fitted to a vehicle: their pages list it under 'Compatible Vehicles'. */
export async function tireIdsForVehicle(vehicleId: number): Promise<number[]> {
  const rows = await db()<{ tire_id: number }[]>`select tire_id from fitments where vehicle_id = ${vehicleId} order by tire_id`;
  return rows.map((row) => row.tire_id);
}

/** Deletes a vehicle (its fitments go with it) and returns the tires it was fitted to, or undefined if it was gone. */
export async function deleteVehicle(id: number): Promise<number[] | undefined> {
  return db().begin(async (tx) => {
    const tires = await tx<{ tire_id: number }[]>`select tire_id from fitments where vehicle_id = ${id}`;
    const deleted = await tx`delete from vehicles where id = ${id} returning id`;
    return deleted.length > 0 ? tires.map((row) => row.tire_id) : undefined;
  });
}

/* ---------------------------------------------------------------- CSV */

interface ExistingVehicle {
  id: number;
  key: string;
  oem_tire_size: string;
  load_index_min: number;
  speed_rating_min: string;
  wheel_size_min: number;
  wheel_size_max: number;
  source_id: string | null;
}

async function planVehicles(tx: Tx, rows: CsvRow<VehicleValues>[], rejected: CsvRejection[], ignoredColumns: string[]) {
  const existing = await tx<ExistingVehicle[]>`
    select id, vehicle_natural_key(year, make, model, trim) as key, oem_tire_size, load_index_min, speed_rating_min,
           wheel_size_min, wheel_size_max, source_id
    from vehicles`;
  const byKey = new Map(existing.map((row) => [row.key, row]));
  const sources = new Set((await tx<{ id: string }[]>`select id from data_sources`).map((row) => row.id));
  const keys = await tx<{ key: string }[]>`
    select vehicle_natural_key(f.year, f.make, f.model, f.trim) as key
    from jsonb_to_recordset(${tx.json(rows.map((row) => ({ year: row.values.year, make: row.values.make, model: row.values.model, trim: row.values.trim })))})
      as f(year integer, make text, model text, trim text)`;

  const preview: ImportPreview = { add: [], update: [], unchanged: 0, rejected: [...rejected], ignoredColumns };
  const inserts: Record<string, unknown>[] = [];
  const updates: Record<string, unknown>[] = [];
  rows.forEach((row, index) => {
    const values = row.values;
    const label = `${values.year} ${values.make} ${values.model} ${values.trim}`;
    if (row.sourceId && !sources.has(row.sourceId)) {
      preview.rejected.push({ line: row.line, label, reason: `Unknown data source "${row.sourceId}"` });
      return;
    }
    const current = byKey.get(keys[index]!.key);
    const next = {
      oem_tire_size: values.oemTireSize,
      load_index_min: values.loadIndexMin,
      speed_rating_min: values.speedRatingMin,
      wheel_size_min: values.wheelSizeMin,
      wheel_size_max: values.wheelSizeMax,
      source_id: row.sourceId ?? current?.source_id ?? null,
    };
    if (!current) {
      preview.add.push({ line: row.line, label });
      inserts.push({ year: values.year, make: values.make, model: values.model, trim: values.trim, ...next });
      return;
    }
    const changes = (Object.keys(next) as (keyof typeof next)[]).filter((field) => current[field] !== next[field]);
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

export async function previewVehicleImport(
  rows: CsvRow<VehicleValues>[],
  rejected: CsvRejection[],
  ignoredColumns: string[],
): Promise<ImportPreview> {
  return (await planVehicles(db(), rows, rejected, ignoredColumns)).preview;
}

/** Writes the file's add and update rows in one transaction, as importTires does. */
export async function importVehicles(rows: CsvRow<VehicleValues>[], rejected: CsvRejection[]): Promise<ImportResult & { ids: number[] }> {
  return db().begin(async (tx) => {
    await tx`lock table vehicles in share row exclusive mode`;
    const { preview, inserts, updates } = await planVehicles(tx, rows, rejected, []);
    const ids: number[] = [];
    if (inserts.length > 0) {
      const added = await tx<{ id: number }[]>`insert into vehicles ${tx(inserts)} returning id`;
      ids.push(...added.map((row) => row.id));
    }
    if (updates.length > 0) {
      const changed = await tx<{ id: number }[]>`
        update vehicles v set oem_tire_size = f.oem_tire_size, load_index_min = f.load_index_min,
          speed_rating_min = f.speed_rating_min, wheel_size_min = f.wheel_size_min, wheel_size_max = f.wheel_size_max,
          source_id = f.source_id
        from jsonb_to_recordset(${tx.json(updates as never)}) as f(id bigint, oem_tire_size text, load_index_min integer,
          speed_rating_min text, wheel_size_min integer, wheel_size_max integer, source_id text)
        where v.id = f.id
        returning v.id`;
      ids.push(...changed.map((row) => row.id));
    }
    return { added: inserts.length, updated: updates.length, unchanged: preview.unchanged, rejected: preview.rejected.length, ids };
  });
}

export async function listVehiclesForExport(): Promise<Record<string, unknown>[]> {
  return (await listAdminVehicles()).map((vehicle) => ({
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    oem_tire_size: vehicle.oemTireSize,
    load_index_min: vehicle.loadIndexMin,
    speed_rating_min: vehicle.speedRatingMin,
    wheel_size_min: vehicle.wheelSizeMin,
    wheel_size_max: vehicle.wheelSizeMax,
    source_id: vehicle.sourceId ?? '',
  }));
}
