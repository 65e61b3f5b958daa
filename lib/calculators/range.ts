/**
 * Range and cost comparison (public-site.md §9, "Range tool"). Pure functions: no I/O, no React.
 *
 * Every optional input defaults to a value that reproduces the spec's formulas exactly; the extras (own
 * prices, charging loss, annual miles, grid CO2) only change a result when the visitor sets them.
 */

export interface EvModel {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  vehicleType: string;
  epaRangeMiles: number;
  batteryCapacityKwh: number;
  /** As on the EPA label. */
  efficiencyKwhPer100Mi: number;
  msrpUsd: number;
  chargingSpeedL2Kw: number;
  chargingSpeedDcfcKw: number | null;
  /** The published page behind the EPA range, shown beside results so a reader can check it. */
  source?: SourceLink | null;
}

export interface SourceLink {
  name: string;
  url: string;
}

export interface IceModel {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  vehicleType: string;
  msrpUsd: number;
  mpgCity: number;
  mpgHighway: number;
  tankCapacityGallons: number;
}

export interface RegionPrices {
  state: string;
  electricityRateCentsPerKwh: number;
  superchargingRateUsdPerKwh: number;
  gasPriceUsdPerGallon: number;
  gridCo2LbPerMwh: number | null;
  electricityAsOf: string;
  superchargingAsOf: string;
  gasAsOf: string;
}

export const RANGE_CONSTANTS = {
  comparableMsrpWindowUsd: 15_000,
  comparableYearWindow: 1,
  maxComparableEvs: 3,
  maxComparableGas: 3,
  co2KgPerGallon: 8.89,
  co2KgPerKwh: 0.4,
  dcFastShareOfCapacity: 0.6,
  dcFastPeaksKw: [250, 150] as const,
  dcFastEffectiveShare: 0.7,
  dcFastMinimumMinutes: 20,
  chartScale: 1.1,
  defaultDistanceMiles: 100,
  minDistanceMiles: 1,
  maxDistanceMiles: 1000,
  defaultRegion: 'California',
} as const;

/** Pounds to kilograms (exact by definition of the avoirdupois pound). */
const KG_PER_LB = 0.45359237;

export function averageMpg(ice: Pick<IceModel, 'mpgCity' | 'mpgHighway'>): number {
  return (ice.mpgCity + ice.mpgHighway) / 2;
}

/** Gas range = tank capacity × average of city and highway mpg. */
export function gasRangeMiles(ice: IceModel): number {
  return ice.tankCapacityGallons * averageMpg(ice);
}

/**
 * The spec's energy for a trip: capacity ÷ range × distance (battery-side kWh). A charging loss, when given,
 * raises the energy drawn from the wall: kWh ÷ (1 − loss).
 */
export function tripEnergyKwh(ev: EvModel, distanceMiles: number, chargingLossPercent = 0): number {
  const batteryKwh = (ev.batteryCapacityKwh / ev.epaRangeMiles) * distanceMiles;
  return batteryKwh / (1 - chargingLossPercent / 100);
}

/** Home cost = capacity × electricity rate ÷ range × distance (rate in ¢/kWh, result in $). */
export function homeChargingCostUsd(
  ev: EvModel,
  distanceMiles: number,
  electricityRateCentsPerKwh: number,
  chargingLossPercent = 0,
): number {
  return (tripEnergyKwh(ev, distanceMiles, chargingLossPercent) * electricityRateCentsPerKwh) / 100;
}

/** Supercharging cost: the home formula at the public DC fast price ($/kWh). */
export function superchargingCostUsd(
  ev: EvModel,
  distanceMiles: number,
  superchargingRateUsdPerKwh: number,
  chargingLossPercent = 0,
): number {
  return tripEnergyKwh(ev, distanceMiles, chargingLossPercent) * superchargingRateUsdPerKwh;
}

/** Gas cost = distance ÷ average mpg × gas price. */
export function gasCostUsd(ice: IceModel, distanceMiles: number, gasPriceUsdPerGallon: number): number {
  return (distanceMiles / averageMpg(ice)) * gasPriceUsdPerGallon;
}

export function gasCo2Kg(ice: IceModel, distanceMiles: number): number {
  return (distanceMiles / averageMpg(ice)) * RANGE_CONSTANTS.co2KgPerGallon;
}

/** The spec's flat factor: 0.4 kg per kWh-equivalent, from the EPA label efficiency. */
export function evCo2KgFlat(ev: EvModel, distanceMiles: number): number {
  return ((ev.efficiencyKwhPer100Mi * distanceMiles) / 100) * RANGE_CONSTANTS.co2KgPerKwh;
}

/** The same energy at the state's grid intensity (EPA eGRID, lb CO2 per MWh generated). */
export function evCo2KgGrid(ev: EvModel, distanceMiles: number, gridCo2LbPerMwh: number): number {
  const kgPerKwh = (gridCo2LbPerMwh * KG_PER_LB) / 1000;
  return ((ev.efficiencyKwhPer100Mi * distanceMiles) / 100) * kgPerKwh;
}

export function kwhPer100MiToMiPerKwh(kwhPer100Mi: number): number {
  return 100 / kwhPer100Mi;
}

export interface Duration {
  totalMinutes: number;
  hours: number;
  minutes: number;
}

function toDuration(totalMinutes: number): Duration {
  const rounded = Math.round(totalMinutes);
  return { totalMinutes: rounded, hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/** Level 2, 0–100 %: capacity ÷ onboard charger kW. */
export function level2ChargeTime(ev: EvModel): Duration {
  return toDuration((ev.batteryCapacityKwh / ev.chargingSpeedL2Kw) * 60);
}

/**
 * DC fast, 20–80 %: 60 % of capacity at a 250 kW and a 150 kW peak, each delivering 70 % of its peak on
 * average; the two times are averaged and never shown below 20 minutes.
 */
export function dcFastChargeTime(ev: EvModel): Duration {
  const energyKwh = ev.batteryCapacityKwh * RANGE_CONSTANTS.dcFastShareOfCapacity;
  const hours = RANGE_CONSTANTS.dcFastPeaksKw.map(
    (peakKw) => energyKwh / (peakKw * RANGE_CONSTANTS.dcFastEffectiveShare),
  );
  const averageMinutes = (hours.reduce((sum, value) => sum + value, 0) / hours.length) * 60;
  return toDuration(Math.max(RANGE_CONSTANTS.dcFastMinimumMinutes, averageMinutes));
}

interface Comparable {
  id: number;
  year: number;
  vehicleType: string;
  msrpUsd: number;
}

function isComparable(selected: EvModel, other: Comparable): boolean {
  return (
    other.vehicleType === selected.vehicleType &&
    Math.abs(other.msrpUsd - selected.msrpUsd) <= RANGE_CONSTANTS.comparableMsrpWindowUsd &&
    Math.abs(other.year - selected.year) <= RANGE_CONSTANTS.comparableYearWindow
  );
}

/** Same vehicle type, MSRP within $15,000, model year within one; at most 3 of each, in list order. */
export function findComparables(
  selected: EvModel,
  evs: EvModel[],
  ices: IceModel[],
): { evs: EvModel[]; ices: IceModel[] } {
  return {
    evs: evs
      .filter((ev) => ev.id !== selected.id && isComparable(selected, ev))
      .slice(0, RANGE_CONSTANTS.maxComparableEvs),
    ices: ices.filter((ice) => isComparable(selected, ice)).slice(0, RANGE_CONSTANTS.maxComparableGas),
  };
}

/** The chart's axis maximum: 110 % of the largest range shown. */
export function chartMaxMiles(rangesMiles: number[]): number {
  return Math.max(0, ...rangesMiles) * RANGE_CONSTANTS.chartScale;
}

export interface RangeOptions {
  /** Own electricity price; default: the region's average. */
  electricityRateCentsPerKwh?: number;
  /** Own gas price; default: the region's average. */
  gasPriceUsdPerGallon?: number;
  /** Share of wall energy lost while charging, 0–30 %; default 0 (the spec's formula). */
  chargingLossPercent?: number;
  /** Miles driven a year, for yearly and five-year savings; not set: not shown. */
  annualMiles?: number;
}

export interface GasComparison {
  vehicle: IceModel;
  costUsd: number;
  rangeMiles: number;
  co2Kg: number;
}

export interface RangeResult {
  vehicle: EvModel;
  distanceMiles: number;
  region: RegionPrices;
  electricityRateCentsPerKwh: number;
  gasPriceUsdPerGallon: number;
  chargingLossPercent: number;
  homeCostUsd: number;
  superchargingCostUsd: number;
  gas: GasComparison[];
  comparableEvs: EvModel[];
  averageGasCostUsd: number | null;
  /** Savings bubble: shown only when the average gas cost exceeds the home charging cost. */
  savingsUsd: number | null;
  evCo2KgFlat: number;
  evCo2KgGrid: number | null;
  averageGasCo2Kg: number | null;
  co2SavingsKg: number | null;
  level2: Duration;
  dcFast: Duration;
  chartMaxMiles: number;
  miPerKwh: number;
  annual: { miles: number; savingsUsd: number; fiveYearSavingsUsd: number } | null;
}

export function calculateRange(
  vehicle: EvModel,
  distanceMiles: number,
  region: RegionPrices,
  evs: EvModel[],
  ices: IceModel[],
  options: RangeOptions = {},
): RangeResult {
  const electricityRate = options.electricityRateCentsPerKwh ?? region.electricityRateCentsPerKwh;
  const gasPrice = options.gasPriceUsdPerGallon ?? region.gasPriceUsdPerGallon;
  const loss = options.chargingLossPercent ?? 0;
  const comparables = findComparables(vehicle, evs, ices);
  const gas = comparables.ices.map((ice) => ({
    vehicle: ice,
    costUsd: gasCostUsd(ice, distanceMiles, gasPrice),
    rangeMiles: gasRangeMiles(ice),
    co2Kg: gasCo2Kg(ice, distanceMiles),
  }));
  const homeCost = homeChargingCostUsd(vehicle, distanceMiles, electricityRate, loss);
  const average = (values: number[]) =>
    values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  const averageGasCost = average(gas.map((entry) => entry.costUsd));
  const averageGasCo2 = average(gas.map((entry) => entry.co2Kg));
  const evCo2 = evCo2KgFlat(vehicle, distanceMiles);
  const savings = averageGasCost !== null && averageGasCost > homeCost ? averageGasCost - homeCost : null;
  let annual: RangeResult['annual'] = null;
  if (options.annualMiles !== undefined && averageGasCost !== null && distanceMiles > 0) {
    const perMileSavings = (averageGasCost - homeCost) / distanceMiles;
    const yearly = perMileSavings * options.annualMiles;
    annual = { miles: options.annualMiles, savingsUsd: yearly, fiveYearSavingsUsd: yearly * 5 };
  }
  return {
    vehicle,
    distanceMiles,
    region,
    electricityRateCentsPerKwh: electricityRate,
    gasPriceUsdPerGallon: gasPrice,
    chargingLossPercent: loss,
    homeCostUsd: homeCost,
    superchargingCostUsd: superchargingCostUsd(
      vehicle,
      distanceMiles,
      region.superchargingRateUsdPerKwh,
      loss,
    ),
    gas,
    comparableEvs: comparables.evs,
    averageGasCostUsd: averageGasCost,
    savingsUsd: savings,
    evCo2KgFlat: evCo2,
    evCo2KgGrid:
      region.gridCo2LbPerMwh === null ? null : evCo2KgGrid(vehicle, distanceMiles, region.gridCo2LbPerMwh),
    averageGasCo2Kg: averageGasCo2,
    co2SavingsKg: averageGasCo2 === null ? null : averageGasCo2 - evCo2,
    level2: level2ChargeTime(vehicle),
    dcFast: dcFastChargeTime(vehicle),
    chartMaxMiles: chartMaxMiles([vehicle.epaRangeMiles, ...gas.map((entry) => entry.rangeMiles)]),
    miPerKwh: kwhPer100MiToMiPerKwh(vehicle.efficiencyKwhPer100Mi),
    annual,
  };
}

/** "2 h 5 m" style, as on the charging time cards. */
export function formatDuration(duration: Duration): string {
  if (duration.hours === 0) return `${duration.minutes} m`;
  return `${duration.hours} h ${duration.minutes} m`;
}

export function vehicleLabel(vehicle: { year: number; make: string; model: string; trim?: string }): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}
