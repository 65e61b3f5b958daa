'use client';

import type { ReactNode } from 'react';
import { NoScriptSubmit } from '@/components/calculators/no-script-submit';
import { cardClass } from '@/components/calculators/ui';
import type { EvChoiceState } from '@/components/calculators/use-ev-choice';
import { VehicleSelects } from '@/components/calculators/vehicle-selects';
import type { VehicleValues } from '@/lib/calculators/forms/vehicle';
import { CALCULATOR_MESSAGES } from '@/lib/calculators/forms/params';

interface CalculatorFormProps {
  /** The calculator's own page: without JavaScript the form is a plain GET form to it. */
  action: string;
  label: string;
  /** The grid's columns; three on wide screens by default. */
  columns?: string;
  /** The calculator's state (useVehicleCalculator): the cascade's options, the chosen vehicle and its setter. */
  calculator: { choice: EvChoiceState; values: VehicleValues; set: (values: VehicleValues) => void };
  /** The message when the options cannot be loaded; the calculators' usual one by default. */
  loadFailedMessage?: string;
  /** The calculator's own fields, after the vehicle. */
  children: ReactNode;
}

/** A calculator's inputs: the vehicle cascade, then its own fields; results follow every change, no submit needed. */
export function CalculatorForm({
  action,
  label,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
  calculator,
  loadFailedMessage = CALCULATOR_MESSAGES.loadFailed,
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
        choice={calculator.choice}
        values={calculator.values}
        onChange={calculator.set}
        loadFailedMessage={loadFailedMessage}
      />
      {children}
      <NoScriptSubmit />
    </form>
  );
}
