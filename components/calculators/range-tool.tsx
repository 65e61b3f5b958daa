'use client';

import { useId } from 'react';
import { EnergyPriceIndicator } from '@/components/calculators/energy-price-indicator';
import { formatMiles, formatUsd, formatUsdWhole } from '@/components/calculators/format';
import { RangeResults } from '@/components/calculators/range-results';
import { RegionSelect } from '@/components/calculators/region-select';
import { SharePanel } from '@/components/calculators/share-panel';
import { CalculatorForm } from '@/components/calculators/calculator-form';
import { cardClass } from '@/components/calculators/ui';
import { NumberField } from '@/components/ui/field';
import { useToolUsage } from '@/components/calculators/use-tool-usage';
import { useVehicleCalculator } from '@/components/calculators/use-vehicle-calculator';
import {
  combinedMpgText,
  gasRangeMiles,
  gasVehicleLabel,
  vehicleLabel,
  type ComparableRule,
  type RegionPrices,
} from '@/lib/calculators/range';
import {
  rangeComparablesFor,
  rangeProblems,
  rangeResultFor,
  rangeUrlOf,
  rangeValuesOf,
  type RangeValues,
} from '@/lib/validations/range-form';
import {
  CALCULATOR_MESSAGES,
  CALCULATOR_PARAMS,
  RANGE_URL,
  serializeRangeUrl,
} from '@/lib/validations/calculators';
import type { EvChoice } from '@/lib/calculators/vehicle-selection';

interface RangeToolProps {
  vehicles: EvChoice;
  regions: RegionPrices[];
  initial: RangeValues;
  siteUrl: string;
  shared: boolean;
}

const RULE_LABEL: Record<ComparableRule, string> = {
  price: 'same type, price within $15,000',
  'maker-class': 'same maker, same EPA size class',
  'maker-type': 'same maker, nearest type',
  'size-class': 'same EPA size class',
};

export function RangeTool({ vehicles, regions, initial, siteUrl, shared }: RangeToolProps) {
  const id = useId();
  const { values, set, choice } = useVehicleCalculator(vehicles, RANGE_URL, initial, rangeUrlOf, rangeValuesOf);
  const { evs, ices } = choice;
  const result = rangeResultFor(values, evs, ices, regions);
  const comparables = rangeComparablesFor(values, evs, ices);
  const problems = rangeProblems(values);
  useToolUsage(
    result && {
      tool: 'range_tool',
      action: 'calculate',
      vehicle: vehicleLabel(result.vehicle),
      vehicleId: result.vehicle.id,
      shared,
      inputs: { distance: result.distanceMiles, region: result.region.state },
    },
  );
  const shareUrl = serializeRangeUrl(`${siteUrl}/range-tool`, rangeUrlOf(values, evs, true));
  const shareText =
    result && result.homeCostUsd !== null
      ? `${vehicleLabel(result.vehicle)}: ${formatUsd(result.homeCostUsd)} to drive ${formatMiles(result.distanceMiles)} on home charging in ${result.region.state}`
      : 'Compare EV range and charging costs';

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-6">
        <CalculatorForm
          action="/range-tool"
          label="Range and cost inputs"
          columns="sm:grid-cols-2 lg:grid-cols-3"
          choice={choice}
          values={values}
          onVehicleChange={set}
          loadFailedMessage={CALCULATOR_MESSAGES.loadFailed}
        >
          <NumberField
            id={`${id}-distance`}
            name="distance"
            label="Trip distance (miles)"
            value={values.distance}
            onChange={(distance) => set({ distance })}
            error={problems.distance}
            min={CALCULATOR_PARAMS.distance.min}
            max={CALCULATOR_PARAMS.distance.max}
          />
          <RegionSelect
            id={`${id}-region`}
            label="Region"
            value={values.region}
            regions={regions}
            onChange={(region) => set({ region })}
          />
          <NumberField
            placeholder="Default"
            id={`${id}-temp`}
            name="temp"
            label="Outside temperature (°F, optional)"
            value={values.temp}
            onChange={(temp) => set({ temp })}
            error={problems.temp}
            min={CALCULATOR_PARAMS.temp.min}
            max={CALCULATOR_PARAMS.temp.max}
            hint="Adjusts range and energy use from AAA's 2019 cold- and hot-weather test; blank uses EPA's figures as rated."
          />
          <details
            className="sm:col-span-2 lg:col-span-3"
            open={Boolean(values.elec || values.gas || values.loss || values.miles)}
          >
            <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-500">
              Your own numbers (optional)
            </summary>
            <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <NumberField
                placeholder="Default"
                id={`${id}-elec`}
                name="elec"
                label="Electricity (¢/kWh)"
                value={values.elec}
                onChange={(elec) => set({ elec })}
                error={problems.elec}
                min={CALCULATOR_PARAMS.elec.min}
                max={CALCULATOR_PARAMS.elec.max}
                step="0.01"
              />
              <NumberField
                placeholder="Default"
                id={`${id}-gas`}
                name="gas"
                label="Gas ($/gal)"
                value={values.gas}
                onChange={(gas) => set({ gas })}
                error={problems.gas}
                min={CALCULATOR_PARAMS.gas.min}
                max={CALCULATOR_PARAMS.gas.max}
                step="0.01"
              />
              <NumberField
                placeholder="Default"
                id={`${id}-loss`}
                name="loss"
                label="Charging loss (%)"
                value={values.loss}
                onChange={(loss) => set({ loss })}
                error={problems.loss}
                min={CALCULATOR_PARAMS.loss.min}
                max={CALCULATOR_PARAMS.loss.max}
                hint="Energy lost between the wall and the battery; blank counts none, as the EPA label already includes it."
              />
              <NumberField
                placeholder="Default"
                id={`${id}-miles`}
                name="miles"
                label="Annual miles"
                value={values.miles}
                onChange={(miles) => set({ miles })}
                error={problems.miles}
                min={CALCULATOR_PARAMS.miles.min}
                max={CALCULATOR_PARAMS.miles.max}
              />
            </div>
          </details>
        </CalculatorForm>
        <EnergyPriceIndicator />
        {result ? (
          <>
            <RangeResults result={result} />
            <SharePanel url={shareUrl} title="EV range and cost comparison" text={shareText} />
          </>
        ) : (
          <p className={`${cardClass} text-sm text-slate-600 dark:text-slate-400`} data-testid="range-empty">
            {problems.distance ??
              (values.id !== '' && choice.loading
                ? 'Loading the model’s figures…'
                : 'Choose a year, make and model to compare range and costs.')}
          </p>
        )}
      </div>
      <aside className="space-y-6" aria-label="Comparable vehicles">
        <ComparableList
          title="Comparable EVs"
          items={comparables?.evs.map(({ vehicle: ev, rule }) => ({
            key: ev.id,
            name: vehicleLabel(ev),
            detail: [
              `${formatMiles(ev.epaRangeMiles)} EPA range`,
              ev.msrpUsd === null ? null : formatUsdWhole(ev.msrpUsd),
              RULE_LABEL[rule],
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
        <ComparableList
          title="Comparable gas vehicles"
          items={comparables?.ices.map(({ vehicle: ice, rule }) => {
            const range = gasRangeMiles(ice);
            return {
              key: ice.id,
              name: gasVehicleLabel(ice),
              detail: [
                combinedMpgText(ice),
                range === null ? 'tank size not published' : `${formatMiles(range)} per tank`,
                ice.msrpUsd === null ? null : formatUsdWhole(ice.msrpUsd),
                RULE_LABEL[rule],
              ]
                .filter(Boolean)
                .join(' · '),
            };
          })}
        />
        <p className="text-xs text-slate-500" data-testid="comparable-rule">
          Comparables: the same type with an MSRP within $15,000 and a model year within one, where a source
          we cite gives the price (and, for a gas car, the tank size). Otherwise, as EPA publishes no prices:
          for gas vehicles, the same maker&apos;s gas models of the same EPA size class, then of the
          maker&apos;s nearest type, and only for a maker that sells no gas vehicle, the same EPA size class
          across makers; for EVs, the same EPA size class. All within a model year, one per model: the EVs
          closest in EPA range and the gas vehicles with the best EPA combined mpg, so the savings shown are
          never overstated.
        </p>
      </aside>
    </div>
  );
}

function ComparableList({
  title,
  items,
}: {
  title: string;
  /** Undefined until a model is chosen: comparables are found for a model, never for the empty form. */
  items: { key: number; name: string; detail: string }[] | undefined;
}) {
  return (
    <section className={cardClass}>
      <h2 className="font-semibold">{title}</h2>
      {items === undefined ? (
        <p className="mt-2 text-sm text-slate-500">Choose a model to see comparable vehicles.</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          None of the same type within $15,000 and one model year, nor of the same EPA size class.
        </p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {items.map((item) => (
            <li key={item.key}>
              <span className="font-medium">{item.name}</span>
              <span className="block text-slate-500">{item.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
