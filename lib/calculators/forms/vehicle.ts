/**
 * What the three calculators' forms share: the vehicle, the region and a number read from a link into form
 * values. Each tool's own values, link and result live in its module (range, battery, tire),
 * so a tool's page ships its own formulas and no other tool's.
 */
import { RANGE_CONSTANTS, type EvModel, type RegionPrices } from '@/lib/calculators/range';
import {
  resolveVehicle,
  type LinkVehicleKeys,
  type MatchedBy,
  type VehicleLookup,
} from '@/lib/calculators/vehicle-selection';
import {
  CALCULATOR_MESSAGES,
  CALCULATOR_PARAMS as P,
  numberFieldText,
  readNumber,
  type NumberParam,
  type RangeUrl,
} from '@/lib/calculators/forms/params';

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
  // An unreadable embedded vehicle falls through to year/make/model, as the site's resolution order says.
  const embedded = url.vehicle === null ? null : P.vehicle.parse(url.vehicle);
  return {
    id: id ?? undefined,
    year: year ?? undefined,
    make: url.make === null ? undefined : (P.make.parse(url.make) ?? undefined),
    model: url.model === null ? undefined : (P.model.parse(url.model) ?? undefined),
    embedded: embedded ?? undefined,
  };
}

/** What the rows to resolve a link's vehicle over are chosen by (`evsForLink`); the link's own words only. */
export function linkVehicleKeys(url: VehicleUrl): LinkVehicleKeys {
  const { id, year, make, embedded } = vehicleLookup(url, []);
  return { id, year, make, embedded: embedded && { year: embedded.year, make: embedded.make } };
}

export function vehicleFromLink(
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
  return {
    id: orNull(values.id),
    year: orNull(values.year),
    make: orNull(values.make),
    model: null,
    vehicle: null,
  };
}

export const vehicleValuesOf = (url: VehicleUrl): VehicleValues => ({
  year: url.year ?? '',
  make: url.make ?? '',
  id: url.id ?? '',
});

/** A tool's form values from its link: the vehicle, then each of the tool's own fields ('' when left out). */
export function toolValuesOf<K extends string>(
  url: VehicleUrl & { [P in K]: string | null },
  fields: readonly K[],
): VehicleValues & Record<K, string> {
  const own = Object.fromEntries(fields.map((field) => [field, url[field] ?? ''])) as Record<K, string>;
  return { ...vehicleValuesOf(url), ...own };
}

/** A tool's link from its form values: blank fields are left out, so a link carries only what was set. */
export function toolUrlOf<K extends string>(
  values: VehicleValues & { [P in K]: string },
  evs: EvModel[],
  shared: boolean,
  fields: readonly K[],
): { shared: true | null } & VehicleUrl & Record<K, string | null> {
  const own = Object.fromEntries(fields.map((field) => [field, orNull(values[field])])) as Record<
    K,
    string | null
  >;
  return { shared: shared || null, ...vehicleUrl(values, evs), ...own };
}

function defaultRegion(regions: RegionPrices[]): string {
  return (
    (regions.find((region) => region.state === RANGE_CONSTANTS.defaultRegion) ?? regions[0])?.state ?? ''
  );
}

export function regionFromLink(regions: RegionPrices[], requested: string | null, issues: string[]): string {
  const asked = requested === null ? null : P.region.parse(requested);
  if (asked) {
    const match = regions.find((region) => region.state.toLowerCase() === asked.toLowerCase());
    if (match) return match.state;
    if (regions.length > 0) issues.push(CALCULATOR_MESSAGES.region);
  }
  return defaultRegion(regions);
}

/** A number field from a link: its text stays (so its message shows beside it); the notice lists it too. */
export function numberFromLink(param: NumberParam, text: string | null, issues: string[]): string {
  if (text === null) return param.default === undefined ? '' : String(param.default);
  const { problem } = readNumber(param, text);
  if (problem) issues.push(problem);
  return numberFieldText(param, text);
}
