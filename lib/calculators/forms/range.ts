/** The range tool's form values, its link and its result (see vehicle.ts). */
import {
  calculateRange,
  findComparables,
  type EvModel,
  type IceModel,
  type RangeResult,
  type RegionPrices,
} from '@/lib/calculators/range';
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
  readNumber,
  type NumberReading,
  type RangeUrl,
} from '@/lib/calculators/forms/params';

export interface RangeValues extends VehicleValues {
  distance: string;
  region: string;
  elec: string;
  gas: string;
  loss: string;
  miles: string;
  temp: string;
}

export function rangeFromLink(url: RangeUrl, evs: EvModel[], regions: RegionPrices[]): FromLink<RangeValues> {
  const issues: string[] = [];
  const vehicle = vehicleFromLink(evs, url, issues);
  const values: RangeValues = {
    ...vehicle.values,
    distance: numberFromLink(P.distance, url.distance, issues),
    region: regionFromLink(regions, url.region, issues),
    elec: numberFromLink(P.elec, url.elec, issues),
    gas: numberFromLink(P.gas, url.gas, issues),
    loss: numberFromLink(P.loss, url.loss, issues),
    miles: numberFromLink(P.miles, url.miles, issues),
    temp: numberFromLink(P.temp, url.temp, issues),
  };
  return { values, shared: url.shared === true, matchedBy: vehicle.matchedBy, issues };
}

const RANGE_FIELDS = ['distance', 'region', 'elec', 'gas', 'loss', 'miles', 'temp'] as const;

export const rangeValuesOf = (url: RangeUrl): RangeValues => toolValuesOf(url, RANGE_FIELDS);

export const rangeUrlOf = (values: RangeValues, evs: EvModel[], shared: boolean): RangeUrl =>
  toolUrlOf(values, evs, shared, RANGE_FIELDS);

/**
 * The trip distance is required: a blank field (or a link whose distance is no number, which leaves the field
 * blank) gives the field's message and no result, never a cost for 0 miles (docs/product/range-tool.md § No
 * result without input).
 */
function readDistance(text: string): NumberReading {
  return text.trim() === '' ? { problem: P.distance.message } : readNumber(P.distance, text);
}

/** Each optional number's problem, if any, for the message beside its field. */
export function rangeProblems(values: RangeValues) {
  return {
    distance: readDistance(values.distance).problem,
    elec: readNumber(P.elec, values.elec).problem,
    gas: readNumber(P.gas, values.gas).problem,
    loss: readNumber(P.loss, values.loss).problem,
    miles: readNumber(P.miles, values.miles).problem,
    temp: readNumber(P.temp, values.temp).problem,
  };
}

/** The selected EV's comparables: they depend on the vehicle alone, not on the trip, prices or temperature. */
export function rangeComparablesFor(values: RangeValues, evs: EvModel[], ices: IceModel[]) {
  const vehicle = findVehicle(evs, values);
  return vehicle ? findComparables(vehicle, evs, ices) : null;
}

export function rangeResultFor(
  values: RangeValues,
  evs: EvModel[],
  ices: IceModel[],
  regions: RegionPrices[],
): RangeResult | null {
  const vehicle = findVehicle(evs, values);
  const region = regions.find((entry) => entry.state === values.region);
  const distance = readDistance(values.distance).value;
  if (!vehicle || !region || distance === undefined) return null;
  return calculateRange(vehicle, distance, region, evs, ices, {
    electricityRateCentsPerKwh: readNumber(P.elec, values.elec).value,
    gasPriceUsdPerGallon: readNumber(P.gas, values.gas).value,
    chargingLossPercent: readNumber(P.loss, values.loss).value,
    annualMiles: readNumber(P.miles, values.miles).value,
    temperatureF: readNumber(P.temp, values.temp).value,
  });
}
