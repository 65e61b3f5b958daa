'use client';

import { useId } from 'react';
import { BatteryEnergy } from '@/components/calculators/battery-energy';
import { BatteryResults } from '@/components/calculators/battery-results';
import { EpaSource } from '@/components/calculators/epa-source';
import { formatPercent } from '@/components/calculators/format';
import { SharePanel } from '@/components/calculators/share-panel';
import { CalculatorForm } from '@/components/calculators/calculator-form';
import { ParamField } from '@/components/calculators/param-field';
import { cardClass } from '@/components/calculators/ui';
import { SelectField } from '@/components/ui/field';
import { useToolUsage } from '@/components/calculators/use-tool-usage';
import { useVehicleCalculator } from '@/components/calculators/use-vehicle-calculator';
import { CLIMATE_LABELS, DC_FAST_SHARE_LABELS } from '@/lib/calculators/battery';
import { vehicleLabel } from '@/lib/calculators/range';
import {
  batteryMileage,
  batteryResultFor,
  batteryUrlOf,
  batteryValuesOf,
  type BatteryValues,
} from '@/lib/calculators/forms/battery';
import { findVehicle } from '@/lib/calculators/forms/vehicle';
import {
  BATTERY_URL,
  CALCULATOR_MESSAGES,
  serializeBatteryUrl,
} from '@/lib/calculators/forms/params';
import type { EvChoice } from '@/lib/calculators/vehicle-selection';
import { formatDecimal } from '@/lib/number-format';

interface BatteryToolProps {
  vehicles: EvChoice;
  initial: BatteryValues;
  currentYear: number;
  siteUrl: string;
  shared: boolean;
}

export function BatteryTool({ vehicles, initial, currentYear, siteUrl, shared }: BatteryToolProps) {
  const id = useId();
  const calculator = useVehicleCalculator(vehicles, BATTERY_URL, initial, batteryUrlOf, batteryValuesOf);
  const { values, set, choice } = calculator;
  const { evs } = choice;
  const vehicle = findVehicle(evs, values);
  const result = batteryResultFor(values, evs, currentYear);
  const form = { prefix: id, values, set, problems: { mileage: batteryMileage(values).problem } };
  useToolUsage(
    result && vehicle
      ? {
          tool: 'battery_degradation',
          action: 'calculate',
          vehicle: vehicleLabel(vehicle),
          vehicleId: vehicle.id,
          shared,
          inputs: { mileage: result.mileage, dcfast: values.dcfast || null, climate: values.climate || null },
        }
      : null,
  );
  // Either choice left unset uses the spec's average for its factor.
  const optionalChoice = (name: 'dcfast' | 'climate', label: string, labels: Record<string, string>) => (
    <SelectField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value } as Partial<BatteryValues>)}
      placeholder="Not set (spec average)"
      options={Object.entries(labels).map(([value, text]) => ({ value, label: text }))}
    />
  );
  const shareUrl = serializeBatteryUrl(`${siteUrl}/battery-degradation`, batteryUrlOf(values, evs, true));
  const shareText =
    result && vehicle
      ? `${vehicleLabel(vehicle)} at ${formatDecimal(result.mileage)} miles: ${formatPercent(result.remainingCapacityPercent)} battery capacity (${result.rating})`
      : 'Estimate EV battery degradation';

  return (
    <div className="min-w-0 space-y-6">
      <CalculatorForm
        action="/battery-degradation"
        label="Battery inputs"
        columns="sm:grid-cols-2"
        calculator={calculator}
        loadFailedMessage={CALCULATOR_MESSAGES.loadModelsFailed}
      >
        <ParamField
          form={form}
          name="mileage"
          label="Current mileage (miles)"
          placeholder="e.g. 45000"
          inputMode="numeric"
        />
        <details className="sm:col-span-2" open={Boolean(values.dcfast || values.climate)}>
          <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-500">
            Charging habits and climate (optional)
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {optionalChoice('dcfast', 'DC fast charging share', DC_FAST_SHARE_LABELS)}
            {optionalChoice('climate', 'Climate', CLIMATE_LABELS)}
            <p className="text-xs text-slate-500 sm:col-span-2">
              From Geotab&apos;s 2025 study of 22,700 EVs: heavy DC fast charging above 100 kW adds about 1.5
              points a year (3.0% against 1.5%); a hot climate adds about 0.4 points a year.
            </p>
          </div>
        </details>
      </CalculatorForm>
      {result ? (
        <>
          <BatteryResults
            result={result}
            options={{ dcFastShare: values.dcfast || undefined, climate: values.climate || undefined }}
          />
          {vehicle && <BatteryEnergy vehicle={vehicle} remainingPercent={result.remainingCapacityPercent} />}
          {vehicle && <EpaSource vehicle={vehicle} />}
          <SharePanel url={shareUrl} title="EV battery degradation estimate" text={shareText} />
        </>
      ) : (
        <p className={`${cardClass} text-sm text-slate-600 dark:text-slate-400`}>
          Choose a year, make and model and enter the current mileage to estimate battery health.
        </p>
      )}
    </div>
  );
}
