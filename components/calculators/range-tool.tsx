'use client';

import { useId, useMemo } from 'react';
import { EnergyPriceIndicator } from '@/components/calculators/energy-price-indicator';
import { formatMiles, formatTripMiles, formatUsd, formatUsdWhole } from '@/components/calculators/format';
import { RangeResults } from '@/components/calculators/range-results';
import { RegionSelect } from '@/components/calculators/region-select';
import { SharePanel } from '@/components/calculators/share-panel';
import { CalculatorForm } from '@/components/calculators/calculator-form';
import { ComparableRuleNote } from '@/components/calculators/comparable-rule-note';
import { ParamField } from '@/components/calculators/param-field';
import { cardClass } from '@/components/calculators/ui';
import { useDocumentTitle } from '@/components/calculators/use-document-title';
import { useToolUsage } from '@/components/calculators/use-tool-usage';
import { useVehicleCalculator } from '@/components/calculators/use-vehicle-calculator';
import {
  combinedMpgText,
  gasRangeMiles,
  gasVehicleLabel,
  vehicleLabel,
  type ComparableRule,
} from '@/lib/calculators/range';
import { unpackRegions, type PackedRegions } from '@/lib/calculators/region-wire';
import {
  rangeComparablesFor,
  rangeProblems,
  rangeResultFor,
  rangeUrlOf,
  rangeValuesOf,
  type RangeValues,
} from '@/lib/calculators/forms/range';
import {
  RANGE_URL,
  serializeRangeUrl,
} from '@/lib/calculators/forms/params';
import { RANGE_TOOL_TITLE, rangeSummary } from '@/lib/calculators/metadata';
import type { EvChoice } from '@/lib/calculators/vehicle-selection';

interface RangeToolProps {
  vehicles: EvChoice;
  /** Every state's prices, their sources written once (lib/calculators/region-wire). */
  regions: PackedRegions;
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

export function RangeTool({ vehicles, regions: packedRegions, initial, siteUrl, shared }: RangeToolProps) {
  const id = useId();
  const regions = useMemo(() => unpackRegions(packedRegions), [packedRegions]);
  const calculator = useVehicleCalculator(vehicles, RANGE_URL, initial, rangeUrlOf, rangeValuesOf);
  const { values, set, choice } = calculator;
  const { evs, ices } = choice;
  const result = rangeResultFor(values, evs, ices, regions);
  const comparables = rangeComparablesFor(values, evs, ices);
  const problems = rangeProblems(values);
  const form = { prefix: id, values, set, problems };
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
  useDocumentTitle(result ? rangeSummary(result).title : RANGE_TOOL_TITLE);
  const shareUrl = serializeRangeUrl(`${siteUrl}/range-tool`, rangeUrlOf(values, evs, true));
  const shareText =
    result && result.homeCostUsd !== null
      ? `${vehicleLabel(result.vehicle)}: ${formatUsd(result.homeCostUsd)} to drive ${formatTripMiles(result.distanceMiles)} on home charging in ${result.region.state}`
      : 'Compare EV range and charging costs';

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-6">
        <CalculatorForm action="/range-tool" label="Range and cost inputs" calculator={calculator}>
          <ParamField form={form} name="distance" label="Trip distance (miles)" />
          <RegionSelect form={form} label="Region" regions={regions} />
          <ParamField
            form={form}
            name="temp"
            label="Outside temperature (°F, optional)"
            hint="Adjusts range and energy use from AAA's 2019 cold- and hot-weather test; blank uses EPA's figures as rated."
            placeholder="Default"
          />
          <details
            className="sm:col-span-2 lg:col-span-3"
            open={Boolean(values.elec || values.gas || values.loss || values.miles)}
          >
            <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-500">
              Your own numbers (optional)
            </summary>
            <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <ParamField
                form={form}
                name="elec"
                label="Electricity (¢/kWh)"
                placeholder="Default"
                step="0.01"
              />
              <ParamField form={form} name="gas" label="Gas ($/gal)" placeholder="Default" step="0.01" />
              <ParamField
                form={form}
                name="loss"
                label="Charging loss (%)"
                hint="Energy lost between the wall and the battery; blank counts none, as the EPA label already includes it."
                placeholder="Default"
              />
              <ParamField form={form} name="miles" label="Annual miles" placeholder="Default" />
            </div>
          </details>
        </CalculatorForm>
        <EnergyPriceIndicator region={regions.find((entry) => entry.state === values.region)} />
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
        <ComparableRuleNote make={evs.find((ev) => String(ev.id) === values.id)?.make} />
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
