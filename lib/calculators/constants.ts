/**
 * The battery and tire calculators' constants, apart from their formulas: the link parameters' bounds
 * (lib/calculators/forms/params.ts, on every tool page) need them, and importing them from the formulas'
 * modules shipped each tool's formulas to the other tools' pages. Sources are given in battery.ts and
 * tire-pressure.ts.
 */

export const BATTERY_CONSTANTS = {
  degradationPercentPerYear: 2,
  degradationPercentPer1000Miles: 0.02,
  averageDriverMilesPerYear: 12_000,
  minMileage: 0,
  maxMileage: 1_000_000,
  /** Extra degradation a year for heavy DC fast charging (Geotab 2025: 3.0 % vs 1.5 %). */
  heavyDcFastExtraPercentPerYear: 1.5,
  /** Extra degradation a year in a hot climate (Geotab 2025). */
  hotClimateExtraPercentPerYear: 0.4,
  /** A common battery warranty term: at least 70 % capacity for 8 years (e.g. Tesla's). */
  warrantyCapacityPercent: 70,
  warrantyYears: 8,
} as const;

export const TIRE_CONSTANTS = {
  gainPercentPerPsi: 0.3,
  maxGainPercent: 5,
  lowPressurePsi: 20,
  minPsi: 10,
  maxCurrentPsi: 60,
  defaultMaxPsi: 50,
  defaultRecommendedText: '38-42 PSI',
  chartMaxPsiIncrease: 10,
} as const;
