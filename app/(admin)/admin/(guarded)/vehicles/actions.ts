'use server';

import { z } from 'zod';
import { adminAction, fail, ok, type ActionResult } from '@/lib/actions';
import type { SaveOutcome } from '@/lib/db/admin-table';
import {
  deleteVehicle,
  importVehicles,
  listVehiclesForExport,
  previewVehicleImport,
  saveVehicle,
  tireIdsForVehicle,
} from '@/lib/db/admin-vehicles';
import { refreshFitmentDirectory } from '@/lib/tires/directory-refresh';
import { vehicleTitle } from '@/lib/tires/types';
import { writeCsv } from '@/lib/csv';
import { CSV_MESSAGES, csvColumns, csvTextSchema, idSchema, SOURCE_MESSAGES } from '@/lib/validations/admin-table';
import { parseVehicleCsv, VEHICLE_MESSAGES, VEHICLE_TABLE, vehicleSchema, type VehicleValues } from '@/lib/validations/admin-vehicle';

async function saved(outcome: SaveOutcome, values: VehicleValues, message: string): Promise<ActionResult<{ id: number }>> {
  switch (outcome.status) {
    case 'duplicate':
      return fail(VEHICLE_MESSAGES.duplicate(vehicleTitle(values)), 'trim');
    case 'missing':
      return fail(VEHICLE_MESSAGES.notFound);
    case 'unknown-source':
      return fail(SOURCE_MESSAGES.unknownSource, 'sourceId');
    case 'saved':
      // The pages of the tires fitted to it list the vehicle under 'Compatible Vehicles'.
      refreshFitmentDirectory({ vehicleIds: [outcome.id], tireIds: await tireIdsForVehicle(outcome.id) });
      return ok(message, { id: outcome.id });
  }
}

export const createVehicle = adminAction(vehicleSchema, VEHICLE_MESSAGES.addFailed, async (values) =>
  saved(await saveVehicle({ ...values, id: undefined }), values, VEHICLE_MESSAGES.added),
);

export const updateVehicle = adminAction(
  vehicleSchema.refine((values) => values.id !== undefined, VEHICLE_MESSAGES.updateFailed),
  VEHICLE_MESSAGES.updateFailed,
  async (values) => saved(await saveVehicle(values), values, VEHICLE_MESSAGES.updated),
);

export const removeVehicle = adminAction(idSchema, VEHICLE_MESSAGES.deleteFailed, async (id) => {
  const tireIds = await deleteVehicle(id);
  if (!tireIds) return fail(VEHICLE_MESSAGES.notFound);
  refreshFitmentDirectory({ vehicleIds: [id], tireIds });
  return ok(VEHICLE_MESSAGES.deleted);
});

export const previewVehicleCsv = adminAction(csvTextSchema, CSV_MESSAGES.previewFailed, async (text) => {
  const parsed = parseVehicleCsv(text);
  if (!parsed.ok) return fail(parsed.message);
  return ok('', await previewVehicleImport(parsed.rows, parsed.rejected, parsed.ignoredColumns));
});

export const importVehicleCsv = adminAction(csvTextSchema, CSV_MESSAGES.importFailed, async (text) => {
  const parsed = parseVehicleCsv(text);
  if (!parsed.ok) return fail(parsed.message);
  const { ids, ...result } = await importVehicles(parsed.rows, parsed.rejected);
  if (result.added + result.updated === 0) return fail(CSV_MESSAGES.nothingToImport);
  refreshFitmentDirectory({ vehicleIds: ids });
  return ok(CSV_MESSAGES.imported(result.added, result.updated), result);
});

export const exportVehicleCsv = adminAction(z.undefined(), CSV_MESSAGES.exportFailed, async () => {
  const csv = writeCsv(csvColumns(VEHICLE_TABLE), await listVehiclesForExport());
  return ok('', { csv, filename: `vehicles-${new Date().toISOString().slice(0, 10)}.csv` });
});
