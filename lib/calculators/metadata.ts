/** Titles and descriptions that carry a shared result, for the page metadata and the OG image alike. */
import type { BatteryResult } from '@/lib/calculators/battery';
import { vehicleLabel, type EvModel, type RangeResult } from '@/lib/calculators/range';
import type { TireResult } from '@/lib/calculators/tire-pressure';
import { formatTyped } from '@/lib/calculators/format';
import { formatDecimal } from '@/lib/number-format';

const usd = (value: number) => `$${value.toFixed(2)}`;
const whole = (value: number) => formatDecimal(Math.round(value));

/** The range tool's own title, for a page without a result. */
export const RANGE_TOOL_TITLE = 'EV Range & Charging Cost Comparison';

export function rangeSummary(result: RangeResult): { title: string; description: string } {
  const name = vehicleLabel(result.vehicle);
  const gas =
    result.averageGasCostUsd === null ? '' : ` vs ${usd(result.averageGasCostUsd)} for a comparable gas car`;
  const range = result.temperature
    ? `EPA range ${whole(result.vehicle.epaRangeMiles)} miles, about ${whole(result.rangeMiles)} at ${whole(result.temperature.temperatureF)} °F.`
    : `EPA range ${whole(result.vehicle.epaRangeMiles)} miles.`;
  if (result.homeCostUsd === null || result.superchargingCostUsd === null) {
    return {
      title: `${name}: EPA range ${whole(result.vehicle.epaRangeMiles)} miles`,
      description: `${range} Charging cost not published for this model.`,
    };
  }
  return {
    title: `${name}: ${usd(result.homeCostUsd)} for ${formatTyped(result.distanceMiles)} miles in ${result.region.state}`,
    description: `Home charging ${usd(result.homeCostUsd)}, supercharging ${usd(result.superchargingCostUsd)}${gas}. ${range}`,
  };
}

export function batterySummary(
  vehicle: EvModel,
  result: BatteryResult,
): { title: string; description: string } {
  return {
    title: `${vehicleLabel(vehicle)} battery at ${whole(result.mileage)} miles: ${result.remainingCapacityPercent.toFixed(1)}% (${result.rating})`,
    description:
      `Estimated ${result.degradationPercent.toFixed(1)}% degradation; range ${whole(result.currentRangeMiles)} of ` +
      `${whole(result.originalRangeMiles)} miles.`,
  };
}

export function tireSummary(
  vehicle: EvModel,
  currentPsi: number,
  targetPsi: number,
  result: TireResult,
): { title: string; description: string } {
  return {
    title: `${vehicleLabel(vehicle)}: +${result.gainPercent.toFixed(1)}% efficiency from ${currentPsi} to ${targetPsi} PSI`,
    description: `About ${result.rangeIncreaseMiles.toFixed(1)} more miles of range, ${whole(result.newRangeMiles)} miles in total.`,
  };
}
