'use client';

import { useId } from 'react';
import type { VehicleValues } from '@/lib/calculators/forms/vehicle';
import { SelectField } from '@/components/ui/field';
import type { EvChoiceState } from '@/components/calculators/use-ev-choice';

interface VehicleSelectsProps {
  choice: EvChoiceState;
  values: VehicleValues;
  onChange: (values: VehicleValues) => void;
  /** The tool's message when the options cannot be loaded (the site's toast text). */
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
      <SelectField
        id={`${id}-year`}
        name="year"
        label="Year"
        value={values.year}
        onChange={(event) => onChange({ year: event.target.value, make: '', id: '' })}
        placeholder="Select year"
        options={years.map((year) => ({ value: String(year), label: year }))}
      />
      <SelectField
        id={`${id}-make`}
        name="make"
        label="Make"
        value={values.make}
        onChange={(event) => onChange({ ...values, make: event.target.value, id: '' })}
        placeholder="Select make"
        options={makes.map((make) => ({ value: make, label: make }))}
        disabled={makes.length === 0}
        busy={choice.loading && values.year !== '' && makes.length === 0}
      />
      <SelectField
        id={`${id}-model`}
        name="id"
        label="Model"
        value={values.id}
        onChange={(event) => onChange({ ...values, id: event.target.value })}
        placeholder="Select model"
        options={models.map((option) => ({
          value: String(option.id),
          label: `${[option.model, option.trim].filter(Boolean).join(' ')} (${Math.round(option.epaRangeMiles)} mi range)`,
        }))}
        disabled={models.length === 0}
        busy={choice.loading && values.make !== '' && models.length === 0}
      />
    </>
  );
}
