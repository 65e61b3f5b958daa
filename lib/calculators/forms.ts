/**
 * Form values of the three calculators as strings (what the inputs and the query string hold), and the
 * results they give. The server page, the client form and the OG image all go through these functions, so
 * a shared link shows exactly the numbers the visitor saw.
 */
import {
  calculateBattery,
  type BatteryResult,
  type Climate,
  type DcFastShare,
} from '@/lib/calculators/battery';
import {
  RANGE_CONSTANTS,
  calculateRange,
  type EvModel,
  type IceModel,
  type RangeResult,
  type RegionPrices,
} from '@/lib/calculators/range';
import {
  TIRE_CONSTANTS,
  calculateTire,
  pressureGuidance,
  type PlacardPressure,
  type TireResult,
} from '@/lib/calculators/tire-pressure';
import { resolveVehicle, type MatchedBy } from '@/lib/calculators/vehicle-selection';
import {
  CALCULATOR_MESSAGES,
  coerceDistance,
  isDistanceInRange,
  type BatteryQuery,
  type RangeQuery,
  type TireQuery,
  type VehicleQuery,
} from '@/lib/validations/calculators';

export interface VehicleValues {
  year: string;
  make: string;
  /** The selected model's id. */
  id: string;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const numberOrUndefined = (value: string) => {
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

function initialVehicle(
  evs: EvModel[],
  query: VehicleQuery,
  issues: string[],
): { values: VehicleValues; matchedBy?: MatchedBy; vehicle?: EvModel } {
  const resolved = resolveVehicle(evs, query);
  if (resolved) {
    if (resolved.matchedBy === 'year-make' && query.model)
      issues.push(CALCULATOR_MESSAGES.vehicleApproximate);
    const { vehicle } = resolved;
    return {
      values: { year: String(vehicle.year), make: vehicle.make, id: String(vehicle.id) },
      ...resolved,
    };
  }
  const asked = query.id !== undefined || query.embedded !== undefined || query.model !== undefined;
  if (asked && evs.length > 0) issues.push(CALCULATOR_MESSAGES.vehicleNotFound);
  // A make alone (from the vehicle data page) preselects the newest year that has it.
  const make = query.make
    ? evs.find((entry) => entry.make.toLowerCase() === query.make?.toLowerCase())
    : undefined;
  const year = query.year ?? make?.year;
  const hasYear = year !== undefined && evs.some((entry) => entry.year === year);
  return { values: { year: hasYear ? String(year) : '', make: hasYear && make ? make.make : '', id: '' } };
}

export function findVehicle(evs: EvModel[], values: VehicleValues): EvModel | undefined {
  const id = Number(values.id);
  return values.id === '' ? undefined : evs.find((entry) => entry.id === id);
}

function defaultRegion(regions: RegionPrices[]): string {
  return (
    (regions.find((region) => region.state === RANGE_CONSTANTS.defaultRegion) ?? regions[0])?.state ?? ''
  );
}

function pickRegion(regions: RegionPrices[], requested: string | undefined, issues: string[]): string {
  if (requested) {
    const match = regions.find((region) => region.state.toLowerCase() === requested.toLowerCase());
    if (match) return match.state;
    if (regions.length > 0) issues.push(CALCULATOR_MESSAGES.region);
  }
  return defaultRegion(regions);
}

function appendVehicle(search: URLSearchParams, vehicle: EvModel | undefined, values: VehicleValues) {
  if (vehicle) {
    search.set('id', String(vehicle.id));
    search.set('year', String(vehicle.year));
    search.set('make', vehicle.make);
    search.set('model', vehicle.model);
  } else {
    if (values.year) search.set('year', values.year);
    if (values.make) search.set('make', values.make);
  }
}

function setIf(search: URLSearchParams, key: string, value: string) {
  if (value.trim() !== '') search.set(key, value.trim());
}

/* ------------------------------------------------------------------ range tool */

export interface RangeValues extends VehicleValues {
  distance: string;
  region: string;
  elec: string;
  gas: string;
  loss: string;
  miles: string;
}

export function initialRangeValues(query: RangeQuery, evs: EvModel[], regions: RegionPrices[]) {
  const issues = [...query.issues];
  const vehicle = initialVehicle(evs, query.vehicle, issues);
  const values: RangeValues = {
    ...vehicle.values,
    distance: String(query.distanceMiles),
    region: pickRegion(regions, query.region, issues),
    elec: text(query.electricityRateCentsPerKwh),
    gas: text(query.gasPriceUsdPerGallon),
    loss: text(query.chargingLossPercent),
    miles: text(query.annualMiles),
  };
  return { values, matchedBy: vehicle.matchedBy, issues };
}

export function rangeResultFor(
  values: RangeValues,
  evs: EvModel[],
  ices: IceModel[],
  regions: RegionPrices[],
): RangeResult | null {
  const vehicle = findVehicle(evs, values);
  const region = regions.find((entry) => entry.state === values.region);
  const distance = coerceDistance(values.distance);
  if (!vehicle || !region || !isDistanceInRange(distance)) return null;
  const loss = numberOrUndefined(values.loss);
  const elec = numberOrUndefined(values.elec);
  const gas = numberOrUndefined(values.gas);
  const miles = numberOrUndefined(values.miles);
  return calculateRange(vehicle, distance, region, evs, ices, {
    electricityRateCentsPerKwh: elec !== undefined && elec >= 1 && elec <= 200 ? elec : undefined,
    gasPriceUsdPerGallon: gas !== undefined && gas >= 0.5 && gas <= 20 ? gas : undefined,
    chargingLossPercent: loss !== undefined && loss >= 0 && loss <= 30 ? loss : undefined,
    annualMiles: miles !== undefined && miles >= 1 && miles <= 200_000 ? miles : undefined,
  });
}

export function rangeSearch(values: RangeValues, evs: EvModel[], shared: boolean): URLSearchParams {
  const search = new URLSearchParams();
  if (shared) search.set('shared', 'true');
  appendVehicle(search, findVehicle(evs, values), values);
  setIf(search, 'distance', values.distance);
  setIf(search, 'region', values.region);
  setIf(search, 'elec', values.elec);
  setIf(search, 'gas', values.gas);
  setIf(search, 'loss', values.loss);
  setIf(search, 'miles', values.miles);
  return search;
}

/* ------------------------------------------------------------------ battery */

export interface BatteryValues extends VehicleValues {
  mileage: string;
  dcfast: '' | DcFastShare;
  climate: '' | Climate;
}

export function initialBatteryValues(query: BatteryQuery, evs: EvModel[]) {
  const issues = [...query.issues];
  const vehicle = initialVehicle(evs, query.vehicle, issues);
  const values: BatteryValues = {
    ...vehicle.values,
    mileage: text(query.mileage),
    dcfast: query.dcFastShare ?? '',
    climate: query.climate ?? '',
  };
  return { values, matchedBy: vehicle.matchedBy, issues };
}

export function batteryMileage(values: BatteryValues): number | undefined {
  const mileage = numberOrUndefined(values.mileage);
  return mileage !== undefined && mileage >= 0 && mileage <= 1_000_000 ? mileage : undefined;
}

export function batteryResultFor(
  values: BatteryValues,
  evs: EvModel[],
  currentYear: number,
): BatteryResult | null {
  const vehicle = findVehicle(evs, values);
  const mileage = batteryMileage(values);
  if (!vehicle || mileage === undefined) return null;
  return calculateBattery(vehicle, mileage, currentYear, {
    dcFastShare: values.dcfast || undefined,
    climate: values.climate || undefined,
  });
}

export function batterySearch(values: BatteryValues, evs: EvModel[], shared: boolean): URLSearchParams {
  const search = new URLSearchParams();
  if (shared) search.set('shared', 'true');
  appendVehicle(search, findVehicle(evs, values), values);
  setIf(search, 'mileage', values.mileage);
  setIf(search, 'dcfast', values.dcfast);
  setIf(search, 'climate', values.climate);
  return search;
}

/* ------------------------------------------------------------------ tire calculator */

export interface TireValues extends VehicleValues {
  current: string;
  target: string;
  miles: string;
  region: string;
  elec: string;
}

export function initialTireValues(
  query: TireQuery,
  evs: EvModel[],
  regions: RegionPrices[],
  placards: PlacardPressure[],
) {
  const issues = [...query.issues];
  const vehicle = initialVehicle(evs, query.vehicle, issues);
  let target = query.targetPsi;
  if (target !== undefined) {
    const maxPsi = vehicle.vehicle
      ? pressureGuidance(placards, vehicle.vehicle.make, vehicle.vehicle.model).maxPsi
      : TIRE_CONSTANTS.defaultMaxPsi;
    if (target < TIRE_CONSTANTS.minPsi || target > maxPsi) {
      issues.push(CALCULATOR_MESSAGES.targetPsi(maxPsi));
      target = undefined;
    }
  }
  const values: TireValues = {
    ...vehicle.values,
    current: text(query.currentPsi),
    target: text(target),
    miles: text(query.annualMiles),
    region: pickRegion(regions, query.region, issues),
    elec: text(query.electricityRateCentsPerKwh),
  };
  return { values, matchedBy: vehicle.matchedBy, issues };
}

export type TireInputProblem = 'current' | 'target' | null;

/** Which pressure is out of bounds, if any (current 10–60, target 10–the model's max). */
export function tireInputProblem(values: TireValues, maxPsi: number): TireInputProblem {
  const current = numberOrUndefined(values.current);
  const target = numberOrUndefined(values.target);
  if (current !== undefined && (current < TIRE_CONSTANTS.minPsi || current > TIRE_CONSTANTS.maxCurrentPsi)) {
    return 'current';
  }
  if (target !== undefined && (target < TIRE_CONSTANTS.minPsi || target > maxPsi)) return 'target';
  return null;
}

export function tireResultFor(
  values: TireValues,
  evs: EvModel[],
  regions: RegionPrices[],
  placards: PlacardPressure[],
): TireResult | null {
  const vehicle = findVehicle(evs, values);
  const current = numberOrUndefined(values.current);
  const target = numberOrUndefined(values.target);
  if (!vehicle || current === undefined || target === undefined) return null;
  const { maxPsi } = pressureGuidance(placards, vehicle.make, vehicle.model);
  if (tireInputProblem(values, maxPsi)) return null;
  const region = regions.find((entry) => entry.state === values.region);
  const elec = numberOrUndefined(values.elec);
  const miles = numberOrUndefined(values.miles);
  return calculateTire(vehicle, current, target, {
    annualMiles: miles !== undefined && miles >= 1 && miles <= 200_000 ? miles : undefined,
    electricityRateCentsPerKwh:
      elec !== undefined && elec >= 1 && elec <= 200 ? elec : region?.electricityRateCentsPerKwh,
  });
}

export function tireSearch(values: TireValues, evs: EvModel[], shared: boolean): URLSearchParams {
  const search = new URLSearchParams();
  if (shared) search.set('shared', 'true');
  appendVehicle(search, findVehicle(evs, values), values);
  setIf(search, 'current', values.current);
  setIf(search, 'target', values.target);
  setIf(search, 'miles', values.miles);
  setIf(search, 'region', values.region);
  setIf(search, 'elec', values.elec);
  return search;
}
