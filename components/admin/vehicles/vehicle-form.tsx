'use client';

import { TableForm, type FormField, type SaveAction } from '@/components/admin/table/table-form';
import type { AdminVehicle, SourceOption } from '@/lib/db/types';
import { SPEED_RATINGS } from '@/lib/admin/table';
import { parseVehicleForm, VEHICLE_MESSAGES, WHEEL_DEFAULTS, type VehicleFormInput } from '@/lib/admin/vehicle';

export type SaveVehicleAction = SaveAction<VehicleFormInput>;

interface VehicleFormProps {
  vehicle?: AdminVehicle;
  sources: SourceOption[];
  save: SaveVehicleAction;
  onDone: () => void;
  onCancel: () => void;
}

type Fields = Record<
  'make' | 'model' | 'year' | 'trim' | 'oemTireSize' | 'loadIndexMin' | 'speedRatingMin' | 'wheelSizeMin' | 'wheelSizeMax',
  string
>;

function initial(vehicle?: AdminVehicle): Fields {
  return {
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    year: String(vehicle?.year ?? new Date().getFullYear()),
    trim: vehicle?.trim ?? '',
    oemTireSize: vehicle?.oemTireSize ?? '',
    loadIndexMin: vehicle?.loadIndexMin == null ? '' : String(vehicle.loadIndexMin),
    speedRatingMin: vehicle?.speedRatingMin ?? '',
    wheelSizeMin: String(vehicle?.wheelSizeRange.min ?? WHEEL_DEFAULTS.min),
    wheelSizeMax: String(vehicle?.wheelSizeRange.max ?? WHEEL_DEFAULTS.max),
  };
}

// A minimum no source publishes is left blank rather than filled with a usual value: the vehicle page then says
// "not published" and lists every tire of the size.
const NOT_PUBLISHED_HINT = 'Leave blank if no source publishes it: the vehicle page shows “not published”.';

const CONTROLS: FormField<Fields>[] = [
  { field: 'make', label: 'Make', kind: 'text', required: true },
  { field: 'model', label: 'Model', kind: 'text', required: true },
  { field: 'year', label: 'Year', kind: 'number', required: true },
  { field: 'trim', label: 'Trim', kind: 'text', required: true },
  { field: 'oemTireSize', label: 'OEM Tire Size', kind: 'text', required: true, placeholder: '235/45R18' },
  { field: 'loadIndexMin', label: 'Minimum Load Index', kind: 'number', hint: NOT_PUBLISHED_HINT },
  {
    field: 'speedRatingMin',
    label: 'Minimum Speed Rating',
    kind: 'select',
    empty: 'Not published',
    options: SPEED_RATINGS.map((code) => ({ value: code, label: code })),
    hint: NOT_PUBLISHED_HINT,
  },
  { field: 'wheelSizeMin', label: 'Wheel Size Min (in)', kind: 'number' },
  { field: 'wheelSizeMax', label: 'Wheel Size Max (in)', kind: 'number' },
];

/** Add or edit a vehicle; the year and wheel sizes the rules fill in are shown back in the form. */
export function VehicleForm({ vehicle, sources, save, onDone, onCancel }: VehicleFormProps) {
  return (
    <TableForm
      singular="Vehicle"
      id={vehicle?.id}
      initial={initial(vehicle)}
      sourceId={vehicle?.sourceId ?? ''}
      sources={sources}
      controls={CONTROLS}
      parse={(input: VehicleFormInput) => parseVehicleForm(input)}
      save={save}
      failed={{ add: VEHICLE_MESSAGES.addFailed, update: VEHICLE_MESSAGES.updateFailed }}
      shownBack={(values) => ({ year: String(values.year), wheelSizeMin: String(values.wheelSizeMin), wheelSizeMax: String(values.wheelSizeMax) })}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
