/**
 * The three calculators' form values (the text of each input, keyed by URL parameter) and the results they
 * give. A link is read into form values once, on the server, where the vehicle list is at hand; from then on
 * the form writes its values back to the URL. The server page, the client form and the OG image all go
 * through these functions, so a shared link shows exactly the numbers the visitor saw.
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
  findComparables,
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
import { resolveVehicle, type MatchedBy, type VehicleLookup } from '@/lib/calculators/vehicle-selection';
import {
  CALCULATOR_MESSAGES,
  CALCULATOR_PARAMS as P,
  numberFieldText,
  readNumber,
  type BatteryUrl,
  type NumberParam,
  type NumberReading,
  type RangeUrl,
  type TireUrl,
} from '@/lib/validations/calculators';

export interface VehicleValues {
  year: string;
  make: string;
  /** The selected model's id. */
  id: string;
}

type VehicleUrl = Pick<RangeUrl, 'id' | 'year' | 'make' | 'model' | 'vehicle'>;

/** A link read into form values: what the form starts from, how the vehicle was found, what was wrong. */
export interface FromLink<V> {
  values: V;
  shared: boolean;
  matchedBy?: MatchedBy;
  issues: string[];
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function vehicleLookup(url: VehicleUrl, issues: string[]): VehicleLookup {
  const id = url.id === null ? null : P.id.parse(url.id);
  if (url.id !== null && id === null) issues.push(CALCULATOR_MESSAGES.vehicleNotFound);
  const year = url.year === null ? null : P.year.parse(url.year);
  if (url.year !== null && year === null) issues.push(CALCULATOR_MESSAGES.year);
  // An unreadable embedded vehicle falls through to year/make/model, as the spec's resolution order says.
  const embedded = url.vehicle === null ? null : P.vehicle.parse(url.vehicle);
  return {
    id: id ?? undefined,
    year: year ?? undefined,
    make: url.make === null ? undefined : (P.make.parse(url.make) ?? undefined),
    model: url.model === null ? undefined : (P.model.parse(url.model) ?? undefined),
    embedded: embedded ?? undefined,
  };
}

function vehicleFromLink(
  evs: EvModel[],
  url: VehicleUrl,
  issues: string[],
): { values: VehicleValues; matchedBy?: MatchedBy; vehicle?: EvModel } {
  const lookup = vehicleLookup(url, issues);
  const resolved = resolveVehicle(evs, lookup);
  if (resolved) {
    if (resolved.matchedBy === 'year-make' && lookup.model)
      issues.push(CALCULATOR_MESSAGES.vehicleApproximate);
    const { vehicle } = resolved;
    return {
      values: { year: String(vehicle.year), make: vehicle.make, id: String(vehicle.id) },
      ...resolved,
    };
  }
  const asked = lookup.id !== undefined || lookup.embedded !== undefined || lookup.model !== undefined;
  if (asked && evs.length > 0 && !issues.includes(CALCULATOR_MESSAGES.vehicleNotFound)) {
    issues.push(CALCULATOR_MESSAGES.vehicleNotFound);
  }
  // A make alone (from the vehicle data page) preselects the newest year that has it.
  const make = lookup.make
    ? evs.find((entry) => entry.make.toLowerCase() === lookup.make?.toLowerCase())
    : undefined;
  const year = lookup.year ?? make?.year;
  const hasYear = year !== undefined && evs.some((entry) => entry.year === year);
  return { values: { year: hasYear ? String(year) : '', make: hasYear && make ? make.make : '', id: '' } };
}

export function findVehicle(evs: EvModel[], values: VehicleValues): EvModel | undefined {
  const id = Number(values.id);
  return values.id === '' ? undefined : evs.find((entry) => entry.id === id);
}

/** The vehicle as a link writes it: the model's id with its year, make and model for a reader to see. */
function vehicleUrl(values: VehicleValues, evs: EvModel[]): VehicleUrl {
  const vehicle = findVehicle(evs, values);
  if (vehicle) {
    return {
      id: String(vehicle.id),
      year: String(vehicle.year),
      make: vehicle.make,
      model: vehicle.model,
      vehicle: null,
    };
  }
  // A model just chosen whose figures are still loading: its id is enough to find it again.
  return { id: orNull(values.id), year: orNull(values.year), make: orNull(values.make), model: null, vehicle: null };
}

const vehicleValuesOf = (url: VehicleUrl): VehicleValues => ({
  year: url.year ?? '',
  make: url.make ?? '',
  id: url.id ?? '',
});

function defaultRegion(regions: RegionPrices[]): string {
  return (
    (regions.find((region) => region.state === RANGE_CONSTANTS.defaultRegion) ?? regions[0])?.state ?? ''
  );
}

function regionFromLink(regions: RegionPrices[], requested: string | null, issues: string[]): string {
  const asked = requested === null ? null : P.region.parse(requested);
  if (asked) {
    const match = regions.find((region) => region.state.toLowerCase() === asked.toLowerCase());
    if (match) return match.state;
    if (regions.length > 0) issues.push(CALCULATOR_MESSAGES.region);
  }
  return defaultRegion(regions);
}

/** A number field from a link: its text stays (so its message shows beside it); the notice lists it too. */
function numberFromLink(param: NumberParam, text: string | null, issues: string[]): string {
  if (text === null) return param.default === undefined ? '' : String(param.default);
  const { problem } = readNumber(param, text);
  if (problem) issues.push(problem);
  return numberFieldText(param, text);
}

/* ------------------------------------------------------------------ range tool */

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

export function rangeValuesOf(url: RangeUrl): RangeValues {
  return {
    ...vehicleValuesOf(url),
    distance: url.distance ?? '',
    region: url.region ?? '',
    elec: url.elec ?? '',
    gas: url.gas ?? '',
    loss: url.loss ?? '',
    miles: url.miles ?? '',
    temp: url.temp ?? '',
  };
}

export function rangeUrlOf(values: RangeValues, evs: EvModel[], shared: boolean): RangeUrl {
  return {
    shared: shared || null,
    ...vehicleUrl(values, evs),
    distance: orNull(values.distance),
    region: orNull(values.region),
    elec: orNull(values.elec),
    gas: orNull(values.gas),
    loss: orNull(values.loss),
    miles: orNull(values.miles),
    temp: orNull(values.temp),
  };
}

/** The trip distance: blank (or text that is no number) counts as 0, as the spec's form does. */
export function readDistance(text: string): NumberReading {
  return text.trim() === '' ? { value: 0 } : readNumber(P.distance, text);
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

/* ------------------------------------------------------------------ battery */

export interface BatteryValues extends VehicleValues {
  mileage: string;
  dcfast: '' | DcFastShare;
  climate: '' | Climate;
}

function choiceFromLink<T extends string>(
  parser: { parse: (value: string) => T | null },
  text: string | null,
  message: string,
  issues: string[],
): '' | T {
  if (text === null) return '';
  const value = parser.parse(text);
  if (value === null) issues.push(message);
  return value ?? '';
}

export function batteryFromLink(url: BatteryUrl, evs: EvModel[]): FromLink<BatteryValues> {
  const issues: string[] = [];
  const vehicle = vehicleFromLink(evs, url, issues);
  const values: BatteryValues = {
    ...vehicle.values,
    mileage: numberFromLink(P.mileage, url.mileage, issues),
    dcfast: choiceFromLink(P.dcfast, url.dcfast, CALCULATOR_MESSAGES.dcFast, issues),
    climate: choiceFromLink(P.climate, url.climate, CALCULATOR_MESSAGES.climate, issues),
  };
  return { values, shared: url.shared === true, matchedBy: vehicle.matchedBy, issues };
}

export function batteryValuesOf(url: BatteryUrl): BatteryValues {
  return {
    ...vehicleValuesOf(url),
    mileage: url.mileage ?? '',
    dcfast: (url.dcfast === null ? null : P.dcfast.parse(url.dcfast)) ?? '',
    climate: (url.climate === null ? null : P.climate.parse(url.climate)) ?? '',
  };
}

export function batteryUrlOf(values: BatteryValues, evs: EvModel[], shared: boolean): BatteryUrl {
  return {
    shared: shared || null,
    ...vehicleUrl(values, evs),
    mileage: orNull(values.mileage),
    dcfast: orNull(values.dcfast),
    climate: orNull(values.climate),
  };
}

export const batteryMileage = (values: BatteryValues): NumberReading => readNumber(P.mileage, values.mileage);

export function batteryResultFor(
  values: BatteryValues,
  evs: EvModel[],
  currentYear: number,
): BatteryResult | null {
  const vehicle = findVehicle(evs, values);
  const mileage = batteryMileage(values).value;
  if (!vehicle || mileage === undefined) return null;
  return calculateBattery(vehicle, mileage, currentYear, {
    dcFastShare: values.dcfast || undefined,
    climate: values.climate || undefined,
  });
}

/* ------------------------------------------------------------------ tire calculator */

export interface TireValues extends VehicleValues {
  current: string;
  target: string;
  miles: string;
  region: string;
  elec: string;
}

/** The highest target pressure for the selected model: its placard maximum, else the spec's 50 PSI. */
export function maxTargetPsi(vehicle: EvModel | undefined, placards: PlacardPressure[]): number {
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

export function tireValuesOf(url: TireUrl): TireValues {
  return {
    ...vehicleValuesOf(url),
    current: url.current ?? '',
    target: url.target ?? '',
    miles: url.miles ?? '',
    region: url.region ?? '',
    elec: url.elec ?? '',
  };
}

export function tireUrlOf(values: TireValues, evs: EvModel[], shared: boolean): TireUrl {
  return {
    shared: shared || null,
    ...vehicleUrl(values, evs),
    current: orNull(values.current),
    target: orNull(values.target),
    miles: orNull(values.miles),
    region: orNull(values.region),
    elec: orNull(values.elec),
  };
}

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
