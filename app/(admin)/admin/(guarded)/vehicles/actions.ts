'use server';

import { adminAction, fail, ok, type ActionResult } from '@/lib/actions';
import { tableCsvActions } from '@/lib/actions/table-csv';
import type { SaveOutcome } from '@/lib/db/admin-table';
import { deleteVehicle, listVehiclesForExport, saveVehicle, tireIdsForVehicle } from '@/lib/db/admin-vehicles';
import { refreshFitmentDirectory } from '@/lib/tires/server/directory-refresh';
import { vehicleTitle } from '@/lib/tires/types';
import { idSchema, SOURCE_MESSAGES } from '@/lib/admin/table';
import { parseVehicleCsv, VEHICLE_MESSAGES, VEHICLE_TABLE, vehicleSchema, type VehicleValues } from '@/lib/admin/vehicle';

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

const csv = tableCsvActions({
  shape: VEHICLE_TABLE,
  parse: parseVehicleCsv,
  list: listVehiclesForExport,
  written: (ids) => refreshFitmentDirectory({ vehicleIds: ids }),
});

export const previewVehicleCsv = csv.preview;
export const importVehicleCsv = csv.import;
export const exportVehicleCsv = csv.export;
