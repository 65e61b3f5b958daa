/**
 * Battery degradation estimate (docs/product/limits.md §6; screen: docs/product/site.md §12). Pure functions: no I/O, no React.
 *
 * The site's model is linear: 2 % a year plus 0.02 % per 1,000 miles. Two optional factors come from
 * Geotab's 2025 battery-health study of 22,700 EVs (published January 2026; summarised by FreightWaves,
 * https://www.freightwaves.com/news/ev-battery-degradation-geotab-study-2026, and Power Progress,
 * https://www.powerprogress.com/news/report-finds-fast-charging-accelerates-ev-battery-degradation/8111388.article):
 * vehicles that rely heavily on DC fast charging above 100 kW degraded up to 3.0 % a year against about
 * 1.5 % for vehicles charged mostly on AC (a 1.5-point difference), and vehicles in hot climates about
 * 0.4 % a year more than in temperate ones. Left unset, neither changes the site's numbers.
 */

import { BATTERY_CONSTANTS } from '@/lib/calculators/constants';

export { BATTERY_CONSTANTS };

export type DcFastShare = 'low' | 'high';
export type Climate = 'temperate' | 'hot';

export const DC_FAST_SHARE_LABELS: Record<DcFastShare, string> = {
  low: 'Mostly AC (DC fast under 12% of charging)',
  high: 'Heavy DC fast (over 40% of charging, above 100 kW)',
};

export const CLIMATE_LABELS: Record<Climate, string> = {
  temperate: 'Temperate',
  hot: 'Hot',
};

type BatteryRating = 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Poor' | 'Critical';

// Exported for its unit test: the rule is the contract.
/** Ratings by remaining capacity: >=96, >=91, >=85, >=80, >=72, else Critical. */
export function batteryRating(remainingCapacityPercent: number): BatteryRating {
  if (remainingCapacityPercent >= 96) return 'Excellent';
  if (remainingCapacityPercent >= 91) return 'Very Good';
  if (remainingCapacityPercent >= 85) return 'Good';
  if (remainingCapacityPercent >= 80) return 'Fair';
  if (remainingCapacityPercent >= 72) return 'Poor';
  return 'Critical';
}

type ImpactLevel = 1 | 2 | 3 | 4 | 5;

const IMPACT_LABELS: Record<ImpactLevel, string> = {
  1: 'Minimal Impact',
  2: 'Low Impact',
  3: 'Moderate Impact',
  4: 'High Impact',
  5: 'Severe Impact',
};

function level(value: number, limits: readonly [number, number, number, number]): ImpactLevel {
  const index = limits.findIndex((limit) => value <= limit);
  return (index === -1 ? 5 : index + 1) as ImpactLevel;
}

const IMPACT_LIMITS = {
  ageYears: [2, 4, 6, 8],
  mileage: [40_000, 80_000, 120_000, 160_000],
  chargesPerYear: [52, 104, 182, 365],
} as const;

// Exported for its unit test: the rule is the contract.
export const ageImpactLevel = (ageYears: number) => level(ageYears, IMPACT_LIMITS.ageYears);
export const mileageImpactLevel = (mileage: number) => level(mileage, IMPACT_LIMITS.mileage);
export const chargingImpactLevel = (chargesPerYear: number) =>
  level(chargesPerYear, IMPACT_LIMITS.chargesPerYear);

export interface BatteryOptions {
  dcFastShare?: DcFastShare;
  climate?: Climate;
}

/** Degradation per year of age, with the optional factors added. */
function yearlyDegradationPercent(options: BatteryOptions = {}): number {
  return (
    BATTERY_CONSTANTS.degradationPercentPerYear +
    (options.dcFastShare === 'high' ? BATTERY_CONSTANTS.heavyDcFastExtraPercentPerYear : 0) +
    (options.climate === 'hot' ? BATTERY_CONSTANTS.hotClimateExtraPercentPerYear : 0)
  );
}

// Exported for its unit test: the rule is the contract.
/** 2 % per year of age plus 0.02 % per 1,000 miles, never above 100 %. */
export function degradationPercent(ageYears: number, mileage: number, options: BatteryOptions = {}): number {
  const raw =
    Math.max(0, ageYears) * yearlyDegradationPercent(options) +
    (Math.max(0, mileage) / 1000) * BATTERY_CONSTANTS.degradationPercentPer1000Miles;
  return Math.min(100, raw);
}

// Exported for its unit test: the rule is the contract.
/** Age in whole model years; a model year ahead of the calendar counts as new. */
export function batteryAgeYears(modelYear: number, currentYear: number): number {
  return Math.max(0, currentYear - modelYear);
}

interface BatteryImpact {
  value: number;
  level: ImpactLevel;
  label: string;
}

export interface BatteryResult {
  ageYears: number;
  mileage: number;
  degradationPercent: number;
  remainingCapacityPercent: number;
  rating: BatteryRating;
  originalRangeMiles: number;
  currentRangeMiles: number;
  annualMileage: number;
  chargesPerYear: number;
  averageDriverChargesPerYear: number;
  impacts: { age: BatteryImpact; mileage: BatteryImpact; charging: BatteryImpact };
  yearlyDegradationPercent: number;
}

const impact = (value: number, impactLevel: ImpactLevel): BatteryImpact => ({
  value,
  level: impactLevel,
  label: IMPACT_LABELS[impactLevel],
});

/**
 * Annual mileage is the odometer over the age (a first-year car counts its mileage as one year's);
 * a full charge cycle covers the EPA range, so charges a year = annual mileage ÷ range.
 */
export function calculateBattery(
  vehicle: { year: number; epaRangeMiles: number },
  mileage: number,
  currentYear: number,
  options: BatteryOptions = {},
): BatteryResult {
  const ageYears = batteryAgeYears(vehicle.year, currentYear);
  const degradation = degradationPercent(ageYears, mileage, options);
  const remaining = 100 - degradation;
  const annualMileage = ageYears > 0 ? mileage / ageYears : mileage;
  const chargesPerYear = annualMileage / vehicle.epaRangeMiles;
  return {
    ageYears,
    mileage,
    degradationPercent: degradation,
    remainingCapacityPercent: remaining,
    rating: batteryRating(remaining),
    originalRangeMiles: vehicle.epaRangeMiles,
    currentRangeMiles: (vehicle.epaRangeMiles * remaining) / 100,
    annualMileage,
    chargesPerYear,
    averageDriverChargesPerYear: BATTERY_CONSTANTS.averageDriverMilesPerYear / vehicle.epaRangeMiles,
    impacts: {
      age: impact(ageYears, ageImpactLevel(ageYears)),
      mileage: impact(mileage, mileageImpactLevel(mileage)),
      charging: impact(chargesPerYear, chargingImpactLevel(chargesPerYear)),
    },
    yearlyDegradationPercent: yearlyDegradationPercent(options),
  };
}

/**
 * Projected capacity by year of age for the chart, driving the same annual mileage; `0..years` inclusive.
 */
export function capacityProjection(
  annualMileage: number,
  years: number,
  options: BatteryOptions = {},
): { ageYears: number; capacityPercent: number }[] {
  return Array.from({ length: years + 1 }, (_, ageYears) => ({
    ageYears,
    capacityPercent: 100 - degradationPercent(ageYears, annualMileage * ageYears, options),
  }));
}
