import 'server-only';
import { exportRows, saveRow, type SaveOutcome } from '@/lib/db/admin-table';
import { db } from '@/lib/db/client';
import type { AdminVehicle } from '@/lib/db/types';
import { toVehicle, type VehicleRow } from '@/lib/db/vehicles';
import { vehicleTitle } from '@/lib/tires/types';
import { VEHICLE_TABLE, type VehicleValues } from '@/lib/admin/vehicle';

interface AdminVehicleRow extends VehicleRow {
  source_id: string | null;
  figures_edited_at: Date | null;
}

const toAdminVehicle = (row: AdminVehicleRow): AdminVehicle => ({
  ...toVehicle(row),
  sourceId: row.source_id,
  figuresEditedAt: row.figures_edited_at ? row.figures_edited_at.toISOString() : null,
});

/** Every vehicle, ordered by make, model and year descending (the site's order), then trim. */
export async function listAdminVehicles(): Promise<AdminVehicle[]> {
  const rows = await db()<AdminVehicleRow[]>`
    select id, year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min,
           wheel_size_max, source_id, figures_edited_at
    from vehicles order by make, model, year desc, trim, id`;
  return rows.map(toAdminVehicle);
}

/** Adds a vehicle, or updates one when values.id is set; the same year, make, model and trim cannot be listed twice. */
export const saveVehicle = (values: VehicleValues): Promise<SaveOutcome> =>
  saveRow(VEHICLE_TABLE, values, `Tire fitment of the ${vehicleTitle(values)}`);

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

/** Every vehicle as CSV rows, in the order of the list. */
export const listVehiclesForExport = () => exportRows(VEHICLE_TABLE, db()`make, model, year desc, trim, id`);
