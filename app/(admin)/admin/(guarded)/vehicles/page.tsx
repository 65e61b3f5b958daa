import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LoadFailed } from '@/components/admin/load-failed';
import { VehicleManager } from '@/components/admin/vehicles/vehicle-manager';
import { requireAdminPage } from '@/lib/auth';
import { listSourceOptions } from '@/lib/db/admin-sources';
import { listAdminVehicles } from '@/lib/db/admin-vehicles';
import { VEHICLE_MESSAGES } from '@/lib/admin/vehicle';
import { createVehicle, exportVehicleCsv, importVehicleCsv, previewVehicleCsv, removeVehicle, updateVehicle } from './actions';

export const metadata: Metadata = { title: 'Vehicle Management', robots: { index: false, follow: false } };

export default async function AdminVehiclesPage() {
  await requireAdminPage();
  const loaded = await Promise.all([listAdminVehicles(), listSourceOptions()]).catch((error: unknown) => {
    console.error(VEHICLE_MESSAGES.loadFailed, error);
    return undefined;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Vehicle Management" subtitle="Vehicles of the fitment directory and their OEM tire data" />
      {loaded ? (
        <VehicleManager
          vehicles={loaded[0]}
          sources={loaded[1]}
          actions={{
            create: createVehicle,
            update: updateVehicle,
            remove: removeVehicle,
            previewCsv: previewVehicleCsv,
            importCsv: importVehicleCsv,
            exportCsv: exportVehicleCsv,
          }}
        />
      ) : (
        <LoadFailed message={VEHICLE_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
