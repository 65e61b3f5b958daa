'use client';

import type { ReactNode } from 'react';
import { buttonClass, cardClass } from '@/components/calculators/ui';
import type { EvChoiceState } from '@/components/calculators/use-ev-choice';
import { VehicleSelects } from '@/components/calculators/vehicle-selects';
import type { VehicleValues } from '@/lib/validations/calculator-form-vehicle';

interface CalculatorFormProps {
  /** The calculator's own page: without JavaScript the form is a plain GET form to it. */
  action: string;
  label: string;
  /** The grid's columns. */
  columns: string;
  choice: EvChoiceState;
  values: VehicleValues;
  onVehicleChange: (values: VehicleValues) => void;
  loadFailedMessage: string;
  /** The calculator's own fields, after the vehicle. */
  children: ReactNode;
}

/** A calculator's inputs: the vehicle cascade, then its own fields; results follow every change, no submit needed. */
export function CalculatorForm({
  action,
  label,
  columns,
  choice,
  values,
  onVehicleChange,
  loadFailedMessage,
  children,
}: CalculatorFormProps) {
  return (
    <form
      method="get"
      action={action}
      onSubmit={(event) => event.preventDefault()}
      className={`${cardClass} grid gap-4 ${columns}`}
      aria-label={label}
    >
      <VehicleSelects
        choice={choice}
        values={values}
        onChange={onVehicleChange}
        loadFailedMessage={loadFailedMessage}
      />
      {children}
      <noscript>
        <button type="submit" className={buttonClass}>
          Update results
        </button>
      </noscript>
    </form>
  );
}
