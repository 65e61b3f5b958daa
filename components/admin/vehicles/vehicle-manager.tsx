'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { ConfirmDialog } from '@/components/admin/tires/confirm-dialog';
import { CsvTransfer, type ExportCsvAction, type ImportCsvAction, type PreviewCsvAction } from '@/components/admin/tires/csv-transfer';
import { VehicleForm, type SaveVehicleAction } from '@/components/admin/vehicles/vehicle-form';
import { ListCount, ListEmpty, ListSearch } from '@/components/admin/list-summary';
import { RowActions } from '@/components/admin/row-actions';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';
import type { SourceOption } from '@/lib/db/types';
import type { AdminVehicle } from '@/lib/db/types';
import { vehicleTitle } from '@/lib/tires/types';
import { csvColumns } from '@/lib/validations/admin-table';
import { VEHICLE_MESSAGES, VEHICLE_TABLE } from '@/lib/validations/admin-vehicle';

export interface VehicleActions {
  create: SaveVehicleAction;
  update: SaveVehicleAction;
  remove: (id: number) => Promise<ActionResult>;
  previewCsv: PreviewCsvAction;
  importCsv: ImportCsvAction;
  exportCsv: ExportCsvAction;
}

const SHOWN_ROWS = 200;

/** /admin/vehicles: search, make filter, the table, and the add, edit and delete modals. */
export function VehicleManager({ vehicles, sources, actions }: { vehicles: AdminVehicle[]; sources: SourceOption[]; actions: VehicleActions }) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [make, setMake] = useState('');
  const [editing, setEditing] = useState<AdminVehicle | 'new' | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<AdminVehicle | null>(null);
  const [busy, setBusy] = useState(false);

  const makes = useMemo(() => [...new Set(vehicles.map((vehicle) => vehicle.make))].sort((a, b) => a.localeCompare(b)), [vehicles]);
  const matches = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return vehicles.filter((vehicle) => {
      if (make && vehicle.make !== make) return false;
      const haystack = `${vehicleTitle(vehicle)} ${vehicle.oemTireSize}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
  }, [vehicles, query, make]);
  const shown = matches.slice(0, SHOWN_ROWS);

  const open = (vehicle: AdminVehicle | 'new') => {
    setFormKey((key) => key + 1);
    setEditing(vehicle);
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      if (showResult(await actions.remove(deleting.id), router)) {
        setDeleting(null);
        router.refresh();
      }
    } catch {
      toast.error(VEHICLE_MESSAGES.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <ListSearch
          plural="vehicles"
          query={query}
          onQuery={setQuery}
          filter={{ label: 'Filter by make', allLabel: 'All Makes', options: makes, value: make, onChange: setMake }}
        />
        <CsvTransfer noun="vehicles" columns={csvColumns(VEHICLE_TABLE)} preview={actions.previewCsv} importRows={actions.importCsv} exportRows={actions.exportCsv} />
        <Button onClick={() => open('new')}>
          <Plus className="size-4" aria-hidden />
          Add Vehicle
        </Button>
      </div>
      <ListCount plural="vehicles" total={vehicles.length} matching={matches.length} shown={shown.length} />
      {shown.length === 0 ? (
        <ListEmpty plural="vehicles" singular="Vehicle" hasRows={vehicles.length > 0} onAdd={() => open('new')} />
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">Make</th>
                <th scope="col" className="px-4 py-3">Model</th>
                <th scope="col" className="px-4 py-3">Year</th>
                <th scope="col" className="px-4 py-3">Trim</th>
                <th scope="col" className="px-4 py-3">OEM Tire Size</th>
                <th scope="col" className="px-4 py-3 text-right">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {shown.map((vehicle) => (
                <tr key={vehicle.id} data-testid="vehicle-row">
                  <td className="px-4 py-2 font-medium">{vehicle.make}</td>
                  <td className="px-4 py-2">{vehicle.model}</td>
                  <td className="px-4 py-2">{vehicle.year}</td>
                  <td className="px-4 py-2">{vehicle.trim}</td>
                  <td className="px-4 py-2 font-mono">{vehicle.oemTireSize}</td>
                  <td className="px-4 py-2">
                    <RowActions publicHref={`/tire-fitment/vehicle/${vehicle.id}`} name={vehicleTitle(vehicle)} publicName={`the ${vehicleTitle(vehicle)}`} onEdit={() => open(vehicle)} onDelete={() => setDeleting(vehicle)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add Vehicle' : 'Edit Vehicle'} size="4xl">
        {editing !== null && (
          <VehicleForm
            key={formKey}
            vehicle={editing === 'new' ? undefined : editing}
            sources={sources}
            save={editing === 'new' ? actions.create : actions.update}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Vehicle"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        Are you sure you want to delete the <strong>{deleting ? vehicleTitle(deleting) : ''}</strong>? Its fitments go with it.
        This action cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
