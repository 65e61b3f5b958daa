/**
 * RangeBoost tire pressure estimate (docs/product/limits.md §6; rules: docs/product/rules.md §2). Pure functions: no I/O, no React.
 *
 * The site's factor is 0.3 % efficiency per PSI of increase, capped at 5 %. For comparison, the U.S. DOE
 * (fueleconomy.gov, "Keeping Your Vehicle in Shape") gives about 0.2 % of fuel economy lost per 1 PSI drop
 * for gasoline cars; the site's EV figure is kept as it is.
 */

import { TIRE_CONSTANTS } from '@/lib/calculators/constants';
import type { SourceLink } from '@/lib/calculators/range';

export { TIRE_CONSTANTS };

export const TIRE_WARNINGS = {
  lowPressure: 'Warning: Dangerously low tire pressure!',
  capped: 'Warning: Very high pressure increase. Benefits capped at 5%.',
} as const;

export interface PlacardPressure {
  make: string;
  model: string;
  recommendedPsi: number;
  maxPsi: number;
  /** The wheels or tires the figure is for, where the placard differs by fitment (e.g. '19-inch wheels'). */
  appliesTo?: string | null;
  /** Where the placard figure was published (owner's manual, maker's page). */
  source?: SourceLink | null;
}

/** The model's placard figures, or the site's defaults (38-42 PSI, max 50) where none is on file. */
export function pressureGuidance(
  table: PlacardPressure[],
  make: string,
  model: string,
): {
  recommendedText: string;
  maxPsi: number;
  fromPlacard: boolean;
  appliesTo: string | null;
  source: SourceLink | null;
} {
  // EPA names carry the trim after the family ("Model 3 Long Range AWD"): a placard for the family applies.
  const name = model.toLowerCase();
  const row = table.find((entry) => {
    const family = entry.model.toLowerCase();
    return (
      entry.make.toLowerCase() === make.toLowerCase() &&
      (name === family || (name.startsWith(family) && /^[\s(]/.test(name.slice(family.length))))
    );
  });
  if (!row) {
    return {
      recommendedText: TIRE_CONSTANTS.defaultRecommendedText,
      maxPsi: TIRE_CONSTANTS.defaultMaxPsi,
      fromPlacard: false,
      appliesTo: null,
      source: null,
    };
  }
  return {
    recommendedText: `${row.recommendedPsi} PSI`,
    maxPsi: row.maxPsi,
    fromPlacard: true,
    appliesTo: row.appliesTo ?? null,
    source: row.source ?? null,
  };
}

/** Uncapped gain: 0.3 % per PSI of increase; a target at or below the current pressure gains nothing. */
function rawEfficiencyGainPercent(currentPsi: number, targetPsi: number): number {
  return targetPsi <= currentPsi ? 0 : (targetPsi - currentPsi) * TIRE_CONSTANTS.gainPercentPerPsi;
}

interface TireCostOptions {
  /** Miles a year; the site's average driver (12,000) when not set. */
  annualMiles?: number;
  /** Electricity price for the lost-dollars figure. */
  electricityRateCentsPerKwh?: number;
}

export interface TireResult {
  gainPercent: number;
  capped: boolean;
  lowPressure: boolean;
  rangeIncreaseMiles: number;
  newRangeMiles: number;
  /** What driving at the current pressure costs a year against the target, when a price is known. */
  yearlyLoss: { annualMiles: number; kwh: number; usd: number | null } | null;
}

/**
 * Range increase = EPA range × gain. Energy lost a year: at the lower pressure the car needs (1 + gain)
 * times the energy per mile of the target pressure, so the extra is annual kWh × gain ÷ (1 + gain).
 */
export function calculateTire(
  vehicle: { epaRangeMiles: number; efficiencyKwhPer100Mi?: number | null },
  currentPsi: number,
  targetPsi: number,
  options: TireCostOptions = {},
): TireResult {
  const raw = rawEfficiencyGainPercent(currentPsi, targetPsi);
  const gain = Math.min(TIRE_CONSTANTS.maxGainPercent, raw);
  const rangeIncrease = (vehicle.epaRangeMiles * gain) / 100;
  let yearlyLoss: TireResult['yearlyLoss'] = null;
  if (vehicle.efficiencyKwhPer100Mi != null) {
    const annualMiles = options.annualMiles ?? 12_000;
    const annualKwh = (annualMiles * vehicle.efficiencyKwhPer100Mi) / 100;
    const kwh = (annualKwh * (gain / 100)) / (1 + gain / 100);
    yearlyLoss = {
      annualMiles,
      kwh,
      usd:
        options.electricityRateCentsPerKwh === undefined
          ? null
          : (kwh * options.electricityRateCentsPerKwh) / 100,
    };
  }
  return {
    gainPercent: gain,
    capped: raw > TIRE_CONSTANTS.maxGainPercent,
    lowPressure: currentPsi < TIRE_CONSTANTS.lowPressurePsi,
    rangeIncreaseMiles: rangeIncrease,
    newRangeMiles: vehicle.epaRangeMiles + rangeIncrease,
    yearlyLoss,
  };
}

/** The fixed efficiency-versus-pressure chart: 0–10 PSI of increase giving 0–3 %. */
export function efficiencyChartPoints(): { psiIncrease: number; gainPercent: number }[] {
  return Array.from({ length: TIRE_CONSTANTS.chartMaxPsiIncrease + 1 }, (_, psiIncrease) => ({
    psiIncrease,
    gainPercent: Math.min(TIRE_CONSTANTS.maxGainPercent, psiIncrease * TIRE_CONSTANTS.gainPercentPerPsi),
  }));
}
