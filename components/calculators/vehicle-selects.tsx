'use client';

import { useId } from 'react';
import type { VehicleValues } from '@/lib/validations/calculator-form-vehicle';
import { fieldClass, labelClass } from '@/components/calculators/ui';
import type { EvChoiceState } from '@/components/calculators/use-ev-choice';

interface VehicleSelectsProps {
  choice: EvChoiceState;
  values: VehicleValues;
  onChange: (values: VehicleValues) => void;
  /** The tool's message when the options cannot be loaded (the spec's toast text). */
  loadFailedMessage: string;
}

/**
 * Year, then make, then model (each option shows its EPA range); each step's options load when the step
 * before is chosen. The selects carry form names so that the form also works as a plain GET form before
 * JavaScript loads.
 */
export function VehicleSelects({ choice, values, onChange, loadFailedMessage }: VehicleSelectsProps) {
  const id = useId();
  const { years, makes, models } = choice;
  return (
    <>
      {years.length === 0 && !choice.loading && !choice.failed && (
        <p role="status" className="text-sm text-slate-600 sm:col-span-full dark:text-slate-400">
          No EV models are in the database yet.
        </p>
      )}
      {choice.failed && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-full dark:text-red-400">
          {loadFailedMessage}
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
          {years.map((option) => (
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
          aria-busy={choice.loading && values.year !== '' && makes.length === 0 ? true : undefined}
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
          aria-busy={choice.loading && values.make !== '' && models.length === 0 ? true : undefined}
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
