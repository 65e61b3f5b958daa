'use client';

import { AlertTriangle as AlertTriangleNode, RotateCcw as RotateCcwNode } from 'lucide';
import { useId, useMemo } from 'react';
import { formatMiles, formatNumber, formatPercent, formatUsd } from '@/components/calculators/format';
import { EpaSource } from '@/components/calculators/epa-source';
import { Field, controlProps } from '@/components/ui/field';
import { PriceSource } from '@/components/calculators/price-source';
import { RegionSelect } from '@/components/calculators/region-select';
import { SharePanel } from '@/components/calculators/share-panel';
import { CalculatorForm } from '@/components/calculators/calculator-form';
import { ParamField } from '@/components/calculators/param-field';
import { cardClass, RESULT_ID, secondaryButtonClass } from '@/components/calculators/ui';
import { useToolUsage } from '@/components/calculators/use-tool-usage';
import { useVehicleCalculator } from '@/components/calculators/use-vehicle-calculator';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { LazyLineChart } from '@/components/charts/lazy-charts';
import { vehicleLabel } from '@/lib/calculators/range';
import { unpackRegions, type PackedRegions } from '@/lib/calculators/region-wire';
import {
  TIRE_CONSTANTS,
  TIRE_WARNINGS,
  efficiencyChartPoints,
  pressureGuidance,
  type PlacardPressure,
} from '@/lib/calculators/tire-pressure';
import {
  tireReadings,
  tireResultFor,
  tireUrlOf,
  tireValuesOf,
  type TireValues,
} from '@/lib/calculators/forms/tire';
import { findVehicle } from '@/lib/calculators/forms/vehicle';
import {
  CALCULATOR_PARAMS,
  TIRE_URL,
  serializeTireUrl,
} from '@/lib/calculators/forms/params';
import type { EvChoice } from '@/lib/calculators/vehicle-selection';
import { lucideIcon } from '@/components/ui/icon';

const AlertTriangle = lucideIcon(AlertTriangleNode);
const RotateCcw = lucideIcon(RotateCcwNode);

interface TireToolProps {
  vehicles: EvChoice;
  /** Every state's prices, their sources written once (lib/calculators/region-wire). */
  regions: PackedRegions;
  placards: PlacardPressure[];
  initial: TireValues;
  siteUrl: string;
  shared: boolean;
}

const CHART_POINTS = efficiencyChartPoints();

export function TireTool({ vehicles, regions: packedRegions, placards, initial, siteUrl, shared }: TireToolProps) {
  const id = useId();
  const regions = useMemo(() => unpackRegions(packedRegions), [packedRegions]);
  const calculator = useVehicleCalculator(vehicles, TIRE_URL, initial, tireUrlOf, tireValuesOf);
  const { values, set, choice } = calculator;
  const { evs } = choice;
  const vehicle = findVehicle(evs, values);
  const guidance = vehicle ? pressureGuidance(placards, vehicle.make, vehicle.model) : undefined;
  const maxPsi = guidance?.maxPsi ?? TIRE_CONSTANTS.defaultMaxPsi;
  const readings = tireReadings(values, maxPsi);
  const currentPsi = readings.current.value;
  const form = {
    prefix: id,
    values,
    set,
    problems: {
      current: readings.current.problem,
      miles: readings.miles.problem,
      elec: readings.elec.problem,
    },
  };
  // The warning follows the current pressure alone: a driver at 15 PSI should hear it before choosing a target.
  const lowPressure = currentPsi !== undefined && currentPsi < TIRE_CONSTANTS.lowPressurePsi;
  const result = tireResultFor(values, evs, regions, placards);
  const region = regions.find((entry) => entry.state === values.region);
  // The selected model is passed explicitly: the product description notes the original tracked an undefined vehicle.
  useToolUsage(
    result && vehicle
      ? {
          tool: 'tire_calculator',
          action: 'calculate',
          vehicle: vehicleLabel(vehicle),
          vehicleId: vehicle.id,
          shared,
          inputs: { current: Number(values.current), target: Number(values.target) },
        }
      : null,
  );
  const shareUrl = serializeTireUrl(`${siteUrl}/tire-calculator`, tireUrlOf(values, evs, true));
  const shareText =
    result && vehicle
      ? `${vehicleLabel(vehicle)}: +${formatPercent(result.gainPercent)} efficiency and ${formatMiles(result.rangeIncreaseMiles, 1)} more range from ${values.current} to ${values.target} PSI`
      : 'RangeBoost tire pressure calculator';
  const reset = () =>
    set({
      year: '',
      make: '',
      id: '',
      current: '',
      target: '',
      miles: '',
      region: initial.region,
      elec: '',
    });

  return (
    <div className="min-w-0 space-y-6">
      <CalculatorForm action="/tire-calculator" label="Tire pressure inputs" calculator={calculator}>
        <ParamField form={form} name="current" label="Current PSI" />
        <Field
          id={`${id}-target`}
          label="Target PSI"
          error={readings.target.problem}
          hint={
            <>
              Recommended: {guidance?.recommendedText ?? TIRE_CONSTANTS.defaultRecommendedText}
              {guidance?.source ? (
                <>
                  {' ('}
                  <a
                    href={guidance.source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={guidance.source.name}
                    className="underline hover:text-brand-700 dark:hover:text-brand-500"
                  >
                    door placard
                  </a>
                  {')'}
                </>
              ) : guidance?.fromPlacard ? (
                ' (door placard)'
              ) : (
                ' (typical)'
              )}
              {guidance?.appliesTo ? ` for ${guidance.appliesTo}` : ''} · max {maxPsi} PSI
            </>
          }
        >
          <input
            name="target"
            type="number"
            inputMode="decimal"
            step="any"
            min={CALCULATOR_PARAMS.target.min}
            max={maxPsi}
            value={values.target}
            onChange={(event) => set({ target: event.target.value })}
            {...controlProps({ id: `${id}-target`, hint: true, error: readings.target.problem })}
          />
        </Field>
        <RegionSelect form={form} label="Region (electricity price)" regions={regions} />
        <ParamField
          form={form}
          name="miles"
          label="Annual miles (optional)"
          hint="Blank uses 12,000 miles."
          placeholder="Default"
        />
        <ParamField
          form={form}
          name="elec"
          label="Electricity ¢/kWh (optional)"
          placeholder="Default"
          step="0.01"
        />
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
          <button type="button" onClick={reset} className={secondaryButtonClass}>
            <RotateCcw className="size-4" aria-hidden /> Reset
          </button>
        </div>
      </CalculatorForm>

      {lowPressure && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <AlertTriangle className="size-4" aria-hidden /> {TIRE_WARNINGS.lowPressure}
        </p>
      )}
      {result?.capped && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <AlertTriangle className="size-4" aria-hidden /> {TIRE_WARNINGS.capped}
        </p>
      )}

      {result && vehicle ? (
        <section id={RESULT_ID} className="space-y-4" data-testid="tire-results" aria-label="Results">
          <div className="grid gap-4 sm:grid-cols-3">
            <div className={cardClass}>
              <p className="text-sm text-slate-600 dark:text-slate-400">Efficiency gain</p>
              <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="efficiency-gain">
                {formatPercent(result.gainPercent)}
              </p>
            </div>
            <div className={cardClass}>
              <p className="text-sm text-slate-600 dark:text-slate-400">Range increase</p>
              <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="range-increase">
                {formatMiles(result.rangeIncreaseMiles, 1)}
              </p>
            </div>
            <div className={cardClass}>
              <p className="text-sm text-slate-600 dark:text-slate-400">New total range</p>
              <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="new-range">
                {formatMiles(result.newRangeMiles, 1)}
              </p>
            </div>
          </div>
          {vehicle && <EpaSource vehicle={vehicle} />}
          {result.yearlyLoss && result.gainPercent > 0 && (
            <p className={`${cardClass} text-sm`} data-testid="yearly-loss">
              Driving {formatMiles(result.yearlyLoss.annualMiles)} a year at {values.current} PSI instead of{' '}
              {values.target} PSI uses about <strong>{formatNumber(result.yearlyLoss.kwh, 0)} kWh</strong>{' '}
              more
              {result.yearlyLoss.usd !== null && (
                <>
                  , or <strong>{formatUsd(result.yearlyLoss.usd)}</strong> a year
                  {region && values.elec === '' && (
                    <>
                      {' '}
                      at {region.state}&apos;s average, {formatNumber(region.electricityRateCentsPerKwh, 2)} ¢/kWh
                      <PriceSource region={region} kind="electricity" />
                    </>
                  )}
                </>
              )}
              , and gives up {formatMiles(result.rangeIncreaseMiles, 1)} of range on every full charge.
            </p>
          )}
          <SharePanel url={shareUrl} title="RangeBoost tire pressure result" text={shareText} />
        </section>
      ) : (
        <p className={`${cardClass} text-sm text-slate-600 dark:text-slate-400`}>
          Choose your EV and enter the current and target tire pressure to see the range you gain.
        </p>
      )}

      <section className={cardClass} aria-labelledby="tire-chart-title">
        <h2 id="tire-chart-title" className="text-lg font-semibold">
          Efficiency versus pressure increase
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {TIRE_CONSTANTS.gainPercentPerPsi}% efficiency per PSI added, capped at{' '}
          {TIRE_CONSTANTS.maxGainPercent}%.
        </p>
        <div className="mt-4">
          <LazyLineChart
            labels={CHART_POINTS.map((point) => `+${point.psiIncrease}`)}
            series={[
              {
                label: 'Efficiency gain (%)',
                values: CHART_POINTS.map((point) => Math.round(point.gainPercent * 10) / 10),
                color: '#059669',
              },
            ]}
            xTitle="Pressure increase (PSI)"
            yTitle="Efficiency gain (%)"
            yMin={0}
            summary="Efficiency gain rises from 0% at 0 PSI to 3% at 10 PSI added"
          />
        </div>
        <ChartDataTable
          caption="Efficiency gain by pressure increase"
          headers={['PSI added', 'Efficiency gain']}
          rows={CHART_POINTS.map((point) => [`+${point.psiIncrease} PSI`, formatPercent(point.gainPercent)])}
        />
      </section>
    </div>
  );
}
