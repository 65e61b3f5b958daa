'use client';

import { TableManager, type ListColumn, type TableActions } from '@/components/admin/table/table-manager';
import { VehicleForm, type SaveVehicleAction } from '@/components/admin/vehicles/vehicle-form';
import type { AdminVehicle, SourceOption } from '@/lib/db/types';
import { vehicleTitle } from '@/lib/tires/types';
import { csvColumns } from '@/lib/admin/table';
import { VEHICLE_MESSAGES, VEHICLE_TABLE } from '@/lib/admin/vehicle';

interface VehicleActions extends TableActions {
  create: SaveVehicleAction;
  update: SaveVehicleAction;
}

const COLUMNS: ListColumn<AdminVehicle>[] = [
  { header: 'Make', className: 'font-medium', cell: (vehicle) => vehicle.make },
  { header: 'Model', cell: (vehicle) => vehicle.model },
  { header: 'Year', cell: (vehicle) => vehicle.year },
  { header: 'Trim', cell: (vehicle) => vehicle.trim },
  { header: 'OEM Tire Size', className: 'font-mono', cell: (vehicle) => vehicle.oemTireSize },
];

const makeOf = (vehicle: AdminVehicle) => vehicle.make;
const searchText = (vehicle: AdminVehicle) => `${vehicleTitle(vehicle)} ${vehicle.oemTireSize}`;

/** /admin/vehicles: the back office's table screen configured for vehicles. */
export function VehicleManager({ vehicles, sources, actions }: { vehicles: AdminVehicle[]; sources: SourceOption[]; actions: VehicleActions }) {
  return (
    <TableManager
      rows={vehicles}
      singular="Vehicle"
      plural="vehicles"
      filter={{ label: 'Filter by make', allLabel: 'All Makes', value: makeOf }}
      searchText={searchText}
      columns={COLUMNS}
      tableClassName="min-w-[40rem]"
      rowName={vehicleTitle}
      publicName={(vehicle) => `the ${vehicleTitle(vehicle)}`}
      publicHref={(vehicle) => `/tire-fitment/vehicle/${vehicle.id}`}
      deleteQuestion={(vehicle) => (
        <>
          Are you sure you want to delete the <strong>{vehicleTitle(vehicle)}</strong>? Its fitments go with it. This action cannot be
          undone.
        </>
      )}
      deleteFailed={VEHICLE_MESSAGES.deleteFailed}
      csvColumns={csvColumns(VEHICLE_TABLE)}
      csvNotes="A row that matches an existing one (ignoring case) updates it. Blank minimums are stored as not published, blank wheel sizes are 18 and 20 inches, and a blank source cell keeps what the row has."
      actions={actions}
      form={({ row, onCancel, onDone }) => (
        <VehicleForm vehicle={row} sources={sources} save={row ? actions.update : actions.create} onCancel={onCancel} onDone={onDone} />
      )}
    />
  );
}
