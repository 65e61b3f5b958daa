/**
 * Range and cost comparison (docs/product/range-tool.md). Pure functions: no I/O, no React.
 *
 * Costs rest on EPA's measured consumption where the row has it, and on the site's capacity ÷ range otherwise; gas
 * costs on EPA's combined mpg. Figures stay unrounded here: the page rounds each once, when it shows it
 * (docs/product/range-tool.md § Figures and their sources). The extras (own prices, charging loss, annual miles,
 * grid CO2, outside temperature) only change a result when the visitor sets them.
 */
import { nearestTier } from '@/lib/calculators/market-tier';
import { temperatureEffect, type TemperatureEffect } from '@/lib/calculators/temperature';

export interface EvModel {
  id: number;
  year: number;
  make: string;
  /** EPA's model name, trim included ("Model 3 Long Range AWD"). */
  model: string;
  trim: string;
  /** EPA's model family ("Model 3"), for matching a decoded VIN or a placard; null on a row without it. */
  baseModel?: string | null;
  vehicleType: string;
  /** EPA size class ("Small Sport Utility Vehicle 4WD"); null on a row EPA did not rate. */
  sizeClass?: string | null;
  /** EPA's id: the row's page is https://www.fueleconomy.gov/feg/noframes/{epaId}.shtml. */
  epaId?: number | null;
  epaRangeMiles: number;
  /** Figures EPA does not publish are null unless a cited source gives them ("not published"). */
  batteryCapacityKwh: number | null;
  /** EPA's combined consumption, measured at the wall (charging losses included). */
  efficiencyKwhPer100Mi: number | null;
  msrpUsd: number | null;
  chargingSpeedL2Kw: number | null;
  chargingSpeedDcfcKw: number | null;
  /** EPA's hours to charge at 240 V. */
  charge240Hours?: number | null;
  /** The published page behind the row's figures, shown beside results so a reader can check it. */
  source?: SourceLink | null;
  /** Where no source gives the capacity: the community record matched to the row (docs/decisions/0431). */
  communityBattery?: CommunityBattery | null;
}

/**
 * A usable capacity from the community's Open EV Data (github.com/KilowattApp/open-ev-data): a European-market
 * record matched on make, model and variant, shown as "usable capacity, European specification" with its credit.
 */
export interface CommunityBattery {
  usableKwh: number;
  /** The record's model and variant and its (European) year, as the credit names them. */
  model: string;
  variant: string;
  releaseYear: number;
}

/** The capacity the charging estimates rest on: a cited source's, else the community record's; null without. */
export function chargingCapacityKwh(ev: EvModel): number | null {
  return ev.batteryCapacityKwh ?? ev.communityBattery?.usableKwh ?? null;
}

export interface SourceLink {
  name: string;
  url: string;
}

/** What makes two cited sources the same one: rows read apart carry equal copies, never the same object. */
export const sourceKey = (source: SourceLink) => `${source.url}\n${source.name}`;

export interface IceModel {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  baseModel?: string | null;
  vehicleType: string;
  sizeClass?: string | null;
  epaId?: number | null;
  msrpUsd: number | null;
  mpgCity: number;
  mpgHighway: number;
  /** EPA's combined mpg, the figure a gas car's cost, fuel and range rest on; null on a row without it. */
  mpgCombined?: number | null;
  /** EPA rates the car as a hybrid (its `atvType`), whether or not the model name says so. */
  hybrid?: boolean;
  tankCapacityGallons: number | null;
}

/** The page on fueleconomy.gov that shows an EPA row's figures. */
export function epaPageUrl(epaId: number): string {
  return `https://www.fueleconomy.gov/feg/noframes/${epaId}.shtml`;
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
  /** The cited source of each price, where the state's row names one (docs/product/range-tool.md § Prices). */
  sources?: PriceSources;
}

export interface PriceSources {
  electricity: SourceLink | null;
  gas: SourceLink | null;
  supercharging: SourceLink | null;
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

function averageMpg(ice: Pick<IceModel, 'mpgCity' | 'mpgHighway'>): number {
  return (ice.mpgCity + ice.mpgHighway) / 2;
}

/** EPA's combined figure weighs 55 % city and 45 % highway driving, by fuel used (a harmonic mean). */
const EPA_CITY_SHARE = 0.55;

// Exported for its unit test: the rule is the contract.
/**
 * The mpg a gas car's cost, fuel and range rest on: EPA's combined figure, as EPA states it. A row without it (one
 * kept by hand, not from EPA's table) takes EPA's own weighting of its city and highway figures, never their plain
 * average, which overstates the mileage of a car that does better on the highway.
 */
export function combinedMpg(ice: Pick<IceModel, 'mpgCity' | 'mpgHighway' | 'mpgCombined'>): number {
  if (ice.mpgCombined != null && ice.mpgCombined > 0) return ice.mpgCombined;
  return 1 / (EPA_CITY_SHARE / ice.mpgCity + (1 - EPA_CITY_SHARE) / ice.mpgHighway);
}

/** The mileage as the page states it, rounded only here: "EPA combined 29 mpg". */
export function combinedMpgText(ice: Pick<IceModel, 'mpgCity' | 'mpgHighway' | 'mpgCombined'>): string {
  const mpg = Math.round(combinedMpg(ice));
  return ice.mpgCombined != null && ice.mpgCombined > 0
    ? `EPA combined ${mpg} mpg`
    : `${mpg} mpg combined from city ${ice.mpgCity} and highway ${ice.mpgHighway} (EPA’s 55/45 weighting)`;
}

/** A gas car's name as the page shows it: EPA's hybrids say so even where the model name does not ("CR-V FWD"). */
export function gasVehicleLabel(ice: IceModel): string {
  const label = vehicleLabel(ice);
  return ice.hybrid && !/\bhybrid\b/i.test(label) ? `${label} (hybrid)` : label;
}

/** Gas range = tank capacity × EPA combined mpg; null without a sourced tank size. */
export function gasRangeMiles(ice: IceModel): number | null {
  return ice.tankCapacityGallons === null ? null : ice.tankCapacityGallons * combinedMpg(ice);
}

/**
 * Which figure a trip's energy rests on: EPA's measured consumption (kWh/100 mi at the wall) where the row has it,
 * else the site's capacity ÷ range; null when the row has neither.
 */
type EnergyBasis = 'epa-consumption' | 'capacity-per-range';

// Exported for its unit test: the rule is the contract.
export function energyBasis(ev: EvModel): EnergyBasis | null {
  if (ev.efficiencyKwhPer100Mi !== null && ev.efficiencyKwhPer100Mi > 0) return 'epa-consumption';
  if (ev.batteryCapacityKwh !== null && ev.batteryCapacityKwh > 0 && ev.epaRangeMiles > 0)
    return 'capacity-per-range';
  return null;
}

/** kWh per mile on the row's basis; null when the row has no figure to rest on. */
function kwhPerMile(ev: EvModel): number | null {
  switch (energyBasis(ev)) {
    case 'epa-consumption':
      return ev.efficiencyKwhPer100Mi! / 100;
    case 'capacity-per-range':
      return ev.batteryCapacityKwh! / ev.epaRangeMiles;
    default:
      return null;
  }
}

/**
 * Energy drawn for a trip. EPA's consumption already includes charging losses, so none is added unless the
 * visitor sets one: kWh ÷ (1 − loss). The temperature factor (temperature.ts) raises energy per mile.
 */
function tripEnergyKwh(
  ev: EvModel,
  distanceMiles: number,
  chargingLossPercent = 0,
  consumptionFactor = 1,
): number | null {
  const perMile = kwhPerMile(ev);
  if (perMile === null) return null;
  return (perMile * distanceMiles * consumptionFactor) / (1 - chargingLossPercent / 100);
}

// Exported for its unit test: the rule is the contract.
/** Home cost = trip kWh × electricity rate (rate in ¢/kWh, result in $). */
export function homeChargingCostUsd(
  ev: EvModel,
  distanceMiles: number,
  electricityRateCentsPerKwh: number,
  chargingLossPercent = 0,
  consumptionFactor = 1,
): number | null {
  const energy = tripEnergyKwh(ev, distanceMiles, chargingLossPercent, consumptionFactor);
  return energy === null ? null : (energy * electricityRateCentsPerKwh) / 100;
}

// Exported for its unit test: the rule is the contract.
/** Supercharging cost: the same energy at the public DC fast price ($/kWh). */
export function superchargingCostUsd(
  ev: EvModel,
  distanceMiles: number,
  superchargingRateUsdPerKwh: number,
  chargingLossPercent = 0,
  consumptionFactor = 1,
): number | null {
  const energy = tripEnergyKwh(ev, distanceMiles, chargingLossPercent, consumptionFactor);
  return energy === null ? null : energy * superchargingRateUsdPerKwh;
}

// Exported for its unit test: the rule is the contract.
/** Gas cost = distance ÷ EPA combined mpg × gas price. */
export function gasCostUsd(ice: IceModel, distanceMiles: number, gasPriceUsdPerGallon: number): number {
  return (distanceMiles / combinedMpg(ice)) * gasPriceUsdPerGallon;
}

// Exported for its unit test: the rule is the contract.
export function gasCo2Kg(ice: IceModel, distanceMiles: number): number {
  return (distanceMiles / combinedMpg(ice)) * RANGE_CONSTANTS.co2KgPerGallon;
}

// Exported for its unit test: the rule is the contract.
/** The site's flat factor: 0.4 kg per kWh-equivalent of the trip's energy. */
export function evCo2KgFlat(ev: EvModel, distanceMiles: number, consumptionFactor = 1): number | null {
  const energy = tripEnergyKwh(ev, distanceMiles, 0, consumptionFactor);
  return energy === null ? null : energy * RANGE_CONSTANTS.co2KgPerKwh;
}

// Exported for its unit test: the rule is the contract.
/** The same energy at the state's grid intensity (EPA eGRID, lb CO2 per MWh generated). */
export function evCo2KgGrid(
  ev: EvModel,
  distanceMiles: number,
  gridCo2LbPerMwh: number,
  consumptionFactor = 1,
): number | null {
  const energy = tripEnergyKwh(ev, distanceMiles, 0, consumptionFactor);
  return energy === null ? null : (energy * gridCo2LbPerMwh * KG_PER_LB) / 1000;
}

// Exported for its unit test: the rule is the contract.
export function kwhPer100MiToMiPerKwh(kwhPer100Mi: number): number {
  return 100 / kwhPer100Mi;
}

interface Duration {
  totalMinutes: number;
  hours: number;
  minutes: number;
}

function toDuration(totalMinutes: number): Duration {
  const rounded = Math.round(totalMinutes);
  return { totalMinutes: rounded, hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/** What the Level 2 time rests on: EPA's 240 V charge time, else the site's capacity ÷ onboard charger kW. */
type Level2Basis = 'epa-240v' | 'capacity-per-charger';

// Exported for its unit test: the rule is the contract.
/** Level 2, 0–100 %: EPA's 240 V time where given, else capacity ÷ onboard charger kW; null without either. */
export function level2ChargeTime(ev: EvModel): { duration: Duration; basis: Level2Basis } | null {
  if (ev.charge240Hours != null && ev.charge240Hours > 0) {
    return { duration: toDuration(ev.charge240Hours * 60), basis: 'epa-240v' };
  }
  const capacity = chargingCapacityKwh(ev);
  if (capacity !== null && ev.chargingSpeedL2Kw !== null && ev.chargingSpeedL2Kw > 0) {
    return {
      duration: toDuration((capacity / ev.chargingSpeedL2Kw) * 60),
      basis: 'capacity-per-charger',
    };
  }
  return null;
}

// Exported for its unit test: the rule is the contract.
/**
 * DC fast, 20–80 %: 60 % of capacity at a 250 kW and a 150 kW peak, each delivering 70 % of its peak on
 * average; the two times are averaged and never shown below 20 minutes. Null without a capacity (a cited
 * source's, else the community's usable capacity, labelled as such).
 */
export function dcFastChargeTime(ev: EvModel): Duration | null {
  const capacity = chargingCapacityKwh(ev);
  if (capacity === null) return null;
  const energyKwh = capacity * RANGE_CONSTANTS.dcFastShareOfCapacity;
  const hours = RANGE_CONSTANTS.dcFastPeaksKw.map(
    (peakKw) => energyKwh / (peakKw * RANGE_CONSTANTS.dcFastEffectiveShare),
  );
  const averageMinutes = (hours.reduce((sum, value) => sum + value, 0) / hours.length) * 60;
  return toDuration(Math.max(RANGE_CONSTANTS.dcFastMinimumMinutes, averageMinutes));
}

/**
 * Which rule chose a comparable (docs/product/range-tool.md § Comparables): the site's ('price': same type, MSRP
 * within $15,000, model year within one), for rows whose MSRP (and, for gas cars, tank size) a source gives; since
 * EPA publishes no prices, otherwise the maker's own gas cars of the same EPA size class ('maker-class'), then of
 * the maker's nearest type ('maker-type'), and only for a maker that sells no gas car, the same EPA size class
 * across makers ('size-class', the EVs' rule too). All within a model year.
 */
export type ComparableRule = 'price' | 'maker-class' | 'maker-type' | 'size-class';

interface ComparableEv {
  vehicle: EvModel;
  rule: ComparableRule;
}

interface ComparableIce {
  vehicle: IceModel;
  rule: ComparableRule;
}

interface Priced {
  year: number;
  vehicleType: string;
  msrpUsd: number | null;
}

/**
 * Whether a and b are at most `window` apart. Written without Math.abs: the tests run this rule over every gas car
 * for each of 1,308 EVs, and in their vm context each Math call costs some twenty times a subtraction.
 */
const within = (a: number, b: number, window: number) => a - b <= window && b - a <= window;

function withinPrice(selected: EvModel, other: Priced): boolean {
  return (
    selected.msrpUsd !== null &&
    other.msrpUsd !== null &&
    other.vehicleType === selected.vehicleType &&
    within(other.msrpUsd, selected.msrpUsd, RANGE_CONSTANTS.comparableMsrpWindowUsd) &&
    within(other.year, selected.year, RANGE_CONSTANTS.comparableYearWindow)
  );
}

/** EPA splits SUVs and pickups into 2WD and 4WD classes; a class with neither suffix is its own family. */
const classFamily = (sizeClass: string) =>
  sizeClass
    .toLowerCase()
    .replace(/\s*-?\s*[24]wd$/, '')
    .trim();

const familyKey = (vehicle: { make: string; model: string; baseModel?: string | null }) =>
  `${vehicle.make.toLowerCase()}|${(vehicle.baseModel ?? vehicle.model).toLowerCase()}`;

/**
 * Rows of the selected EV's EPA size class and model year within one; when EPA rated no such row, the same class
 * family across 2WD and 4WD.
 */
function sameSizeClass<T extends { year: number; sizeClass?: string | null }>(
  selected: EvModel,
  rows: T[],
): T[] {
  if (!selected.sizeClass) return [];
  const near = rows.filter(
    (row) => row.sizeClass && within(row.year, selected.year, RANGE_CONSTANTS.comparableYearWindow),
  );
  const exact = near.filter((row) => row.sizeClass === selected.sizeClass);
  if (exact.length > 0) return exact;
  const family = classFamily(selected.sizeClass);
  return near.filter((row) => classFamily(row.sizeClass!) === family);
}

/** The first row of each model family, in the given order, skipping families already taken. */
function onePerFamily<T extends { make: string; model: string; baseModel?: string | null }>(
  rows: T[],
  taken: Set<string>,
  limit: number,
): T[] {
  const out: T[] = [];
  for (const row of rows) {
    if (out.length >= limit) break;
    const key = familyKey(row);
    if (taken.has(key)) continue;
    taken.add(key);
    out.push(row);
  }
  return out;
}

const averageOrCombined = (ice: IceModel) => ice.mpgCombined ?? averageMpg(ice);

/** A vehicle type as a buyer reads it: the tables' finer names (sedan, hatchback, crossover…) in four bodies. */
type Body = 'car' | 'suv' | 'truck' | 'van';

export const BODY: Record<string, Body> = {
  car: 'car',
  sedan: 'car',
  hatchback: 'car',
  wagon: 'car',
  suv: 'suv',
  crossover: 'suv',
  truck: 'truck',
  van: 'van',
};

function bodyOf(vehicleType: string): Body {
  const type = vehicleType.toLowerCase();
  return Object.hasOwn(BODY, type) ? BODY[type]! : 'car';
}

/** For each EV body, the gas bodies from nearest to farthest: an SUV is the nearest thing to a car, and so on. */
export const NEAREST_BODIES: Record<Body, readonly Body[]> = {
  car: ['car', 'suv', 'van', 'truck'],
  suv: ['suv', 'car', 'van', 'truck'],
  truck: ['truck', 'suv', 'van', 'car'],
  van: ['van', 'suv', 'car', 'truck'],
};

const sameMaker = (a: { make: string }, b: { make: string }) => a.make.toLowerCase() === b.make.toLowerCase();

/**
 * The maker's gas cars within a model year, in the groups a buyer would weigh them: those of the EV's EPA size
 * class (2WD and 4WD together, as EPA splits one model across both), then, of the rest, those of the type nearest
 * the EV's (its own type first). Both empty when the maker sells no gas car within a year.
 */
function makerGroups(
  selected: EvModel,
  ices: IceModel[],
): { sameClass: IceModel[]; nearestType: IceModel[] } {
  // The year first: it rules out most rows without building a lower-case copy of their maker.
  const own = ices.filter(
    (ice) => within(ice.year, selected.year, RANGE_CONSTANTS.comparableYearWindow) && sameMaker(ice, selected),
  );
  const family = selected.sizeClass ? classFamily(selected.sizeClass) : null;
  const inClass = (ice: IceModel) =>
    family !== null && !!ice.sizeClass && classFamily(ice.sizeClass) === family;
  const sameClass = own.filter(inClass);
  const rest = own.filter((ice) => !inClass(ice));
  const order = NEAREST_BODIES[bodyOf(selected.vehicleType)];
  const nearness = (ice: IceModel) => order.indexOf(bodyOf(ice.vehicleType));
  const nearest = Math.min(...rest.map(nearness));
  return { sameClass, nearestType: rest.filter((ice) => nearness(ice) === nearest) };
}

/**
 * At most 3 EVs and 3 gas cars. First the site's rule over rows with a sourced MSRP (gas cars also with a sourced
 * tank size), in list order. The EVs' places left go to the same EPA size class and model year within one, one per
 * model family not already shown (never the selected EV's own family), closest in EPA range. The gas places left go
 * to the maker's own gas cars within a model year: its EPA size class, then its nearest type; only for a maker that
 * sells no gas car, to the same EPA size class across makers, so that a luxury or performance EV is never set
 * against another maker's economy car. Wherever the rule reaches across makers (the EVs' size class, the gas cars'
 * for a maker without them) it keeps to the EV's market tier (market-tier.ts). Within each group one per model
 * family not already shown, best EPA combined MPG first. Comparables do not depend on the trip, prices or
 * temperature.
 */
export function findComparables(
  selected: EvModel,
  evs: EvModel[],
  ices: IceModel[],
): { evs: ComparableEv[]; ices: ComparableIce[] } {
  const otherEvs = evs.filter((ev) => ev.id !== selected.id);
  const pricedEvs = otherEvs
    .filter((ev) => withinPrice(selected, ev))
    .slice(0, RANGE_CONSTANTS.maxComparableEvs);
  const byRange = (a: EvModel, b: EvModel) =>
    Math.abs(a.epaRangeMiles - selected.epaRangeMiles) - Math.abs(b.epaRangeMiles - selected.epaRangeMiles) ||
    a.id - b.id;
  const classEvs = onePerFamily(
    nearestTier(selected.make, sameSizeClass(selected, otherEvs)).sort(byRange),
    new Set([selected, ...pricedEvs].map(familyKey)),
    RANGE_CONSTANTS.maxComparableEvs - pricedEvs.length,
  );

  const pricedIces = ices
    .filter((ice) => ice.tankCapacityGallons !== null && withinPrice(selected, ice))
    .slice(0, RANGE_CONSTANTS.maxComparableGas);
  const byMpg = (a: IceModel, b: IceModel) => averageOrCombined(b) - averageOrCombined(a) || a.id - b.id;
  const { sameClass, nearestType } = makerGroups(selected, ices);
  const groups: [Exclude<ComparableRule, 'price'>, IceModel[]][] =
    sameClass.length + nearestType.length > 0
      ? [
          ['maker-class', sameClass],
          ['maker-type', nearestType],
        ]
      : [['size-class', nearestTier(selected.make, sameSizeClass(selected, ices))]];
  const taken = new Set(pricedIces.map(familyKey));
  const chosenIces: ComparableIce[] = pricedIces.map((vehicle) => ({ vehicle, rule: 'price' as const }));
  for (const [rule, rows] of groups) {
    const picked = onePerFamily(
      rows.sort(byMpg),
      taken,
      RANGE_CONSTANTS.maxComparableGas - chosenIces.length,
    );
    chosenIces.push(...picked.map((vehicle) => ({ vehicle, rule })));
  }
  return {
    evs: [
      ...pricedEvs.map((vehicle) => ({ vehicle, rule: 'price' as const })),
      ...classEvs.map((vehicle) => ({ vehicle, rule: 'size-class' as const })),
    ],
    ices: chosenIces,
  };
}

/** One EV with its comparables: all a calculator needs in the browser once a model is chosen. */
export interface EvSelection {
  vehicle: EvModel;
  comparables: { evs: ComparableEv[]; ices: ComparableIce[] };
}

/** The rows a result is computed over once a model is chosen: the EV, its comparable EVs and gas cars. */
export function selectionRows(selection: EvSelection | null | undefined): {
  evs: EvModel[];
  ices: IceModel[];
} {
  if (!selection) return { evs: [], ices: [] };
  return {
    evs: [selection.vehicle, ...selection.comparables.evs.map((entry) => entry.vehicle)],
    ices: selection.comparables.ices.map((entry) => entry.vehicle),
  };
}

// Exported for its unit test: the rule is the contract.
/** The chart's axis maximum: 110 % of the largest range shown. */
export function chartMaxMiles(rangesMiles: number[]): number {
  return Math.max(0, ...rangesMiles) * RANGE_CONSTANTS.chartScale;
}

interface RangeOptions {
  /** Own electricity price; default: the region's average. */
  electricityRateCentsPerKwh?: number;
  /** Own gas price; default: the region's average. */
  gasPriceUsdPerGallon?: number;
  /** Share of wall energy lost while charging, 0–30 %; default 0 (EPA's consumption already includes it). */
  chargingLossPercent?: number;
  /** Miles driven a year, for yearly and five-year savings; not set: not shown. */
  annualMiles?: number;
  /** Outside temperature (°F); not set: EPA's figures as rated. */
  temperatureF?: number;
}

interface GasComparison {
  vehicle: IceModel;
  rule: ComparableRule;
  costUsd: number;
  /** Null when no source gives the tank size: cost and MPG only, no range bar. */
  rangeMiles: number | null;
  co2Kg: number;
}

export interface RangeResult {
  vehicle: EvModel;
  distanceMiles: number;
  region: RegionPrices;
  electricityRateCentsPerKwh: number;
  gasPriceUsdPerGallon: number;
  chargingLossPercent: number;
  /** What the trip's energy rests on; null when the row has neither EPA consumption nor capacity. */
  energyBasis: EnergyBasis | null;
  /** kWh per 100 mi used for costs and CO2 (temperature included); null with no basis. */
  consumptionKwhPer100Mi: number | null;
  homeCostUsd: number | null;
  superchargingCostUsd: number | null;
  gas: GasComparison[];
  comparableEvs: ComparableEv[];
  averageGasCostUsd: number | null;
  /** Savings bubble: shown only when the average gas cost exceeds the home charging cost. */
  savingsUsd: number | null;
  evCo2KgFlat: number | null;
  evCo2KgGrid: number | null;
  averageGasCo2Kg: number | null;
  co2SavingsKg: number | null;
  level2: { duration: Duration; basis: Level2Basis } | null;
  dcFast: Duration | null;
  /** The EV's range at the outside temperature (the EPA range when none is set). */
  rangeMiles: number;
  temperature: TemperatureEffect | null;
  chartMaxMiles: number;
  miPerKwh: number | null;
  annual: { miles: number; savingsUsd: number; fiveYearSavingsUsd: number } | null;
}

const average = (values: number[]) =>
  values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

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
  const temperature = options.temperatureF === undefined ? null : temperatureEffect(options.temperatureF);
  const factor = temperature?.consumptionFactor ?? 1;
  const comparables = findComparables(vehicle, evs, ices);
  const gas = comparables.ices.map(({ vehicle: ice, rule }) => ({
    vehicle: ice,
    rule,
    costUsd: gasCostUsd(ice, distanceMiles, gasPrice),
    rangeMiles: gasRangeMiles(ice),
    co2Kg: gasCo2Kg(ice, distanceMiles),
  }));
  const homeCost = homeChargingCostUsd(vehicle, distanceMiles, electricityRate, loss, factor);
  const averageGasCost = average(gas.map((entry) => entry.costUsd));
  const averageGasCo2 = average(gas.map((entry) => entry.co2Kg));
  const evCo2 = evCo2KgFlat(vehicle, distanceMiles, factor);
  const savings =
    averageGasCost !== null && homeCost !== null && averageGasCost > homeCost
      ? averageGasCost - homeCost
      : null;
  let annual: RangeResult['annual'] = null;
  if (
    options.annualMiles !== undefined &&
    averageGasCost !== null &&
    homeCost !== null &&
    distanceMiles > 0
  ) {
    const perMileSavings = (averageGasCost - homeCost) / distanceMiles;
    const yearly = perMileSavings * options.annualMiles;
    annual = { miles: options.annualMiles, savingsUsd: yearly, fiveYearSavingsUsd: yearly * 5 };
  }
  const perMile = tripEnergyKwh(vehicle, 1, 0, factor);
  const rangeMiles = vehicle.epaRangeMiles * (temperature?.rangeFactor ?? 1);
  return {
    vehicle,
    distanceMiles,
    region,
    electricityRateCentsPerKwh: electricityRate,
    gasPriceUsdPerGallon: gasPrice,
    chargingLossPercent: loss,
    energyBasis: energyBasis(vehicle),
    consumptionKwhPer100Mi: perMile === null ? null : perMile * 100,
    homeCostUsd: homeCost,
    superchargingCostUsd: superchargingCostUsd(
      vehicle,
      distanceMiles,
      region.superchargingRateUsdPerKwh,
      loss,
      factor,
    ),
    gas,
    comparableEvs: comparables.evs,
    averageGasCostUsd: averageGasCost,
    savingsUsd: savings,
    evCo2KgFlat: evCo2,
    evCo2KgGrid:
      region.gridCo2LbPerMwh === null
        ? null
        : evCo2KgGrid(vehicle, distanceMiles, region.gridCo2LbPerMwh, factor),
    averageGasCo2Kg: averageGasCo2,
    co2SavingsKg: averageGasCo2 === null || evCo2 === null ? null : averageGasCo2 - evCo2,
    level2: level2ChargeTime(vehicle),
    dcFast: dcFastChargeTime(vehicle),
    rangeMiles,
    temperature,
    chartMaxMiles: chartMaxMiles([
      rangeMiles,
      ...gas.flatMap((entry) => (entry.rangeMiles === null ? [] : [entry.rangeMiles])),
    ]),
    miPerKwh: perMile === null ? null : 1 / perMile,
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
