'use client';

import { useId } from 'react';
import type { EvModel } from '@/lib/calculators/range';
import { makesOf, modelsOf, yearsOf } from '@/lib/calculators/vehicle-selection';
import type { VehicleValues } from '@/lib/validations/calculator-forms';
import { fieldClass, labelClass } from '@/components/calculators/ui';

interface VehicleSelectsProps {
  evs: EvModel[];
  values: VehicleValues;
  onChange: (values: VehicleValues) => void;
}

/**
 * Year, then make, then model (each option shows its EPA range). The selects carry form names so that the
 * form also works as a plain GET form before JavaScript loads.
 */
export function VehicleSelects({ evs, values, onChange }: VehicleSelectsProps) {
  const id = useId();
  const year = values.year === '' ? undefined : Number(values.year);
  const makes = makesOf(evs, year);
  const models = modelsOf(evs, year, values.make || undefined);
  return (
    <>
      {evs.length === 0 && (
        <p role="status" className="text-sm text-slate-600 sm:col-span-full dark:text-slate-400">
          No EV models are in the database yet.
        </p>
      )}
      <div>
        <label htmlFor={`${id}-year`} className={labelClass}>
          Year
        </label>
        <select
          id={`${id}-year`}
          name="year"
          value={values.year}
          onChange={(event) => onChange({ year: event.target.value, make: '', id: '' })}
          className={fieldClass}
        >
          <option value="">Select year</option>
          {yearsOf(evs).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-make`} className={labelClass}>
          Make
        </label>
        <select
          id={`${id}-make`}
          name="make"
          value={values.make}
          disabled={makes.length === 0}
          onChange={(event) => onChange({ ...values, make: event.target.value, id: '' })}
          className={fieldClass}
        >
          <option value="">Select make</option>
          {makes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-model`} className={labelClass}>
          Model
        </label>
        <select
          id={`${id}-model`}
          name="id"
          value={values.id}
          disabled={models.length === 0}
          onChange={(event) => onChange({ ...values, id: event.target.value })}
          className={fieldClass}
        >
          <option value="">Select model</option>
          {models.map((option) => (
            <option key={option.id} value={option.id}>
              {[option.model, option.trim].filter(Boolean).join(' ')} ({Math.round(option.epaRangeMiles)} mi
              range)
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
