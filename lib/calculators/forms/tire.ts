/** The tire calculator's form values, its link and its result (see vehicle.ts). */
import type { EvModel, RegionPrices } from '@/lib/calculators/range';
import {
  TIRE_CONSTANTS,
  calculateTire,
  pressureGuidance,
  type PlacardPressure,
  type TireResult,
} from '@/lib/calculators/tire-pressure';
import {
  findVehicle,
  numberFromLink,
  regionFromLink,
  vehicleFromLink,
  toolUrlOf,
  toolValuesOf,
  type FromLink,
  type VehicleValues,
} from '@/lib/calculators/forms/vehicle';
import {
  CALCULATOR_PARAMS as P,
  numberFieldText,
  readNumber,
  type TireUrl,
} from '@/lib/calculators/forms/params';

export interface TireValues extends VehicleValues {
  current: string;
  target: string;
  miles: string;
  region: string;
  elec: string;
}

/** The highest target pressure for the selected model: its placard maximum, else the site's 50 PSI. */
function maxTargetPsi(vehicle: EvModel | undefined, placards: PlacardPressure[]): number {
  return vehicle
    ? pressureGuidance(placards, vehicle.make, vehicle.model).maxPsi
    : TIRE_CONSTANTS.defaultMaxPsi;
}

const targetBounds = (maxPsi: number) => ({ min: P.target.min, max: maxPsi });

export function tireFromLink(
  url: TireUrl,
  evs: EvModel[],
  regions: RegionPrices[],
  placards: PlacardPressure[],
): FromLink<TireValues> {
  const issues: string[] = [];
  const vehicle = vehicleFromLink(evs, url, issues);
  const current = numberFromLink(P.current, url.current, issues);
  const target = readNumber(P.target, url.target, targetBounds(maxTargetPsi(vehicle.vehicle, placards)));
  if (target.problem) issues.push(target.problem);
  const values: TireValues = {
    ...vehicle.values,
    current,
    target: numberFieldText(P.target, url.target),
    miles: numberFromLink(P.miles, url.miles, issues),
    region: regionFromLink(regions, url.region, issues),
    elec: numberFromLink(P.elec, url.elec, issues),
  };
  return { values, shared: url.shared === true, matchedBy: vehicle.matchedBy, issues };
}

const TIRE_FIELDS = ['current', 'target', 'miles', 'region', 'elec'] as const;

export const tireValuesOf = (url: TireUrl): TireValues => toolValuesOf(url, TIRE_FIELDS);

export const tireUrlOf = (values: TireValues, evs: EvModel[], shared: boolean): TireUrl =>
  toolUrlOf(values, evs, shared, TIRE_FIELDS);

/** The pressures' readings: current 10–60, target 10 to the model's maximum. */
export function tireReadings(values: TireValues, maxPsi: number) {
  return {
    current: readNumber(P.current, values.current),
    target: readNumber(P.target, values.target, targetBounds(maxPsi)),
    miles: readNumber(P.miles, values.miles),
    elec: readNumber(P.elec, values.elec),
  };
}

export function tireResultFor(
  values: TireValues,
  evs: EvModel[],
  regions: RegionPrices[],
  placards: PlacardPressure[],
): TireResult | null {
  const vehicle = findVehicle(evs, values);
  if (!vehicle) return null;
  const readings = tireReadings(values, maxTargetPsi(vehicle, placards));
  const current = readings.current.value;
  const target = readings.target.value;
  if (current === undefined || target === undefined) return null;
  const region = regions.find((entry) => entry.state === values.region);
  return calculateTire(vehicle, current, target, {
    annualMiles: readings.miles.value,
    electricityRateCentsPerKwh: readings.elec.value ?? region?.electricityRateCentsPerKwh,
  });
}
