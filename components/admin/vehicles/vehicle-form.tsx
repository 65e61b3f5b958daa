'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { useFieldProblems } from '@/components/admin/field-problems';
import { EMPTY_SOURCE, SourceFields, type SourceValues } from '@/components/admin/tires/source-fields';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import type { SourceOption } from '@/lib/db/types';
import type { AdminVehicle } from '@/lib/db/types';
import { SPEED_RATINGS } from '@/lib/validations/admin-table';
import { parseVehicleForm, VEHICLE_MESSAGES, WHEEL_DEFAULTS, type VehicleFormInput } from '@/lib/validations/admin-vehicle';

export type SaveVehicleAction = (input: VehicleFormInput) => Promise<ActionResult<{ id: number }>>;

interface VehicleFormProps {
  vehicle?: AdminVehicle;
  sources: SourceOption[];
  save: SaveVehicleAction;
  onDone: () => void;
  onCancel: () => void;
}

const REQUIRED = new Set(['make', 'model', 'year', 'trim', 'oemTireSize']);

interface Fields {
  make: string;
  model: string;
  year: string;
  trim: string;
  oemTireSize: string;
  loadIndexMin: string;
  speedRatingMin: string;
  wheelSizeMin: string;
  wheelSizeMax: string;
}

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

const TEXT_FIELDS: {
  field: keyof Fields;
  label: string;
  required?: boolean;
  placeholder?: string;
  numeric?: boolean;
  hint?: string;
}[] = [
  { field: 'make', label: 'Make', required: true },
  { field: 'model', label: 'Model', required: true },
  { field: 'year', label: 'Year', required: true, numeric: true },
  { field: 'trim', label: 'Trim', required: true },
  { field: 'oemTireSize', label: 'OEM Tire Size', required: true, placeholder: '235/45R18' },
  { field: 'loadIndexMin', label: 'Minimum Load Index', numeric: true, hint: NOT_PUBLISHED_HINT },
];

/** Add or edit a vehicle (the spec's max-4xl form). */
export function VehicleForm({ vehicle, sources, save, onDone, onCancel }: VehicleFormProps) {
  const router = useRouter();
  const [fields, setFields] = useState<Fields>(() => initial(vehicle));
  const [source, setSource] = useState<SourceValues>({ ...EMPTY_SOURCE, sourceId: vehicle?.sourceId ?? '' });
  const [saving, setSaving] = useState(false);
  const { id, formRef, problem, setProblem, show, errorFor, control, label } = useFieldProblems(REQUIRED);

  // The hint and, when there is one, the problem: both are read out with the field.
  const describedBy = (field: keyof Fields, hinted: boolean) =>
    [hinted ? `${id}-${field}-hint` : '', problem?.field === field ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  const set = (field: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input: VehicleFormInput = { ...fields, ...source, ...(vehicle ? { id: vehicle.id } : {}) };
    const parsed = parseVehicleForm(input);
    if (!parsed.ok) return show(parsed.field, parsed.message);
    // The spec's defaults (year, wheel sizes) are shown back in the form, so what was saved is what is seen.
    setFields((current) => ({
      ...current,
      year: String(parsed.values.year),
      wheelSizeMin: String(parsed.values.wheelSizeMin),
      wheelSizeMax: String(parsed.values.wheelSizeMax),
    }));
    setProblem(null);
    setSaving(true);
    try {
      const result = await save(input);
      if (!result.ok && result.field) setProblem({ field: result.field, message: result.message });
      if (showResult(result, router)) onDone();
    } catch {
      toast.error(vehicle ? VEHICLE_MESSAGES.updateFailed : VEHICLE_MESSAGES.addFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-busy={saving}>
      <p className="text-sm text-slate-600 dark:text-slate-400">Fields marked * are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, label: text, required, placeholder, numeric, hint }) => (
          <div key={field}>
            {label(field, text, required)}
            <input
              {...control(field)}
              value={fields[field]}
              onChange={set(field)}
              placeholder={placeholder}
              inputMode={numeric ? 'numeric' : undefined}
              autoComplete="off"
              aria-describedby={describedBy(field, Boolean(hint))}
            />
            {hint ? (
              <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {hint}
              </p>
            ) : null}
            {errorFor(field)}
          </div>
        ))}
        <div>
          {label('speedRatingMin', 'Minimum Speed Rating')}
          <select
            {...control('speedRatingMin')}
            value={fields.speedRatingMin}
            onChange={set('speedRatingMin')}
            aria-describedby={describedBy('speedRatingMin', true)}
          >
            <option value="">Not published</option>
            {SPEED_RATINGS.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <p id={`${id}-speedRatingMin-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {NOT_PUBLISHED_HINT}
          </p>
          {errorFor('speedRatingMin')}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            {label('wheelSizeMin', 'Wheel Size Min (in)')}
            <input {...control('wheelSizeMin')} inputMode="numeric" value={fields.wheelSizeMin} onChange={set('wheelSizeMin')} />
            {errorFor('wheelSizeMin')}
          </div>
          <div>
            {label('wheelSizeMax', 'Wheel Size Max (in)')}
            <input {...control('wheelSizeMax')} inputMode="numeric" value={fields.wheelSizeMax} onChange={set('wheelSizeMax')} />
            {errorFor('wheelSizeMax')}
          </div>
        </div>
      </div>
      <SourceFields idPrefix={`${id}-vehicle`} sources={sources} values={source} onChange={setSource} problem={problem} />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : vehicle ? 'Update Vehicle' : 'Add Vehicle'}
        </Button>
      </div>
    </form>
  );
}
