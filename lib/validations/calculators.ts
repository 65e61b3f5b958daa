import { z } from 'zod';
import { BATTERY_CONSTANTS, type Climate, type DcFastShare } from '@/lib/calculators/battery';
import { RANGE_CONSTANTS } from '@/lib/calculators/range';
import { TIRE_CONSTANTS } from '@/lib/calculators/tire-pressure';

/**
 * The calculators keep every input in the query string so that a shared link reproduces the result.
 * Each parameter is read on its own: a bad one gives a message and its default, never a crash.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

export const CALCULATOR_MESSAGES = {
  distance: 'Trip distance must be a number from 1 to 1000 miles.',
  mileage: 'Mileage must be a number from 0 to 1,000,000 miles.',
  currentPsi: 'Current pressure must be a number from 10 to 60 PSI.',
  targetPsi: (maxPsi: number) => `Target pressure must be a number from 10 to ${maxPsi} PSI.`,
  region: 'The region in this link is not one we have prices for; showing the default region.',
  vehicleNotFound: 'The vehicle in this link was not found. Choose a vehicle below.',
  vehicleApproximate:
    'The exact model in this link was not found; showing the closest match by year and make.',
  year: 'The year in this link is not valid.',
  electricity: 'Your electricity price must be a number from 1 to 200 ¢/kWh.',
  gas: 'Your gas price must be a number from 0.5 to 20 $/gal.',
  loss: 'Charging loss must be a number from 0 to 30 %.',
  annualMiles: 'Annual miles must be a number from 1 to 200,000.',
  dcFast: 'The DC fast charging share in this link is not valid.',
  climate: 'The climate in this link is not valid.',
  loadFailed: 'Failed to load vehicle data',
  loadModelsFailed: 'Failed to load EV models',
} as const;

function first(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const trimmed = raw?.trim();
  return trimmed === '' ? undefined : trimmed;
}

const numberIn = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));
const intIn = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

/** Reads one optional parameter; an invalid value adds its message and counts as unset. */
function optional<T>(
  params: SearchParams,
  key: string,
  schema: z.ZodType<T, string>,
  message: string,
  issues: string[],
): T | undefined {
  const raw = first(params[key]);
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    issues.push(message);
    return undefined;
  }
  return parsed.data;
}

export interface VehicleQuery {
  id?: number;
  /** The vehicle written into a shared link, used only to identify the model (never for its figures). */
  embedded?: { year?: number; make?: string; model?: string; trim?: string };
  year?: number;
  make?: string;
  model?: string;
}

const embeddedSchema = z.object({
  year: z.coerce.number().int().min(2010).max(2100).optional(),
  make: z.string().max(80).optional(),
  model: z.string().max(120).optional(),
  trim: z.string().max(120).optional(),
});

function readVehicleQuery(params: SearchParams, issues: string[]): VehicleQuery {
  const query: VehicleQuery = {
    id: optional(
      params,
      'id',
      intIn(1, Number.MAX_SAFE_INTEGER),
      CALCULATOR_MESSAGES.vehicleNotFound,
      issues,
    ),
    year: optional(params, 'year', intIn(2010, 2100), CALCULATOR_MESSAGES.year, issues),
    make: first(params.make)?.slice(0, 80),
    model: first(params.model)?.slice(0, 120),
  };
  const embedded = first(params.vehicle);
  if (embedded) {
    try {
      const parsed = embeddedSchema.safeParse(JSON.parse(embedded));
      if (parsed.success) query.embedded = parsed.data;
    } catch {
      // An unreadable embedded vehicle falls through to year/make/model, as the spec's resolution order says.
    }
  }
  return query;
}

export const isShared = (params: SearchParams) => first(params.shared) === 'true';

export interface RangeQuery {
  shared: boolean;
  vehicle: VehicleQuery;
  distanceMiles: number;
  region?: string;
  electricityRateCentsPerKwh?: number;
  gasPriceUsdPerGallon?: number;
  chargingLossPercent?: number;
  annualMiles?: number;
  issues: string[];
}

export function parseRangeQuery(params: SearchParams): RangeQuery {
  const issues: string[] = [];
  return {
    shared: isShared(params),
    vehicle: readVehicleQuery(params, issues),
    distanceMiles:
      optional(
        params,
        'distance',
        numberIn(RANGE_CONSTANTS.minDistanceMiles, RANGE_CONSTANTS.maxDistanceMiles),
        CALCULATOR_MESSAGES.distance,
        issues,
      ) ?? RANGE_CONSTANTS.defaultDistanceMiles,
    region: first(params.region)?.slice(0, 60),
    electricityRateCentsPerKwh: optional(
      params,
      'elec',
      numberIn(1, 200),
      CALCULATOR_MESSAGES.electricity,
      issues,
    ),
    gasPriceUsdPerGallon: optional(params, 'gas', numberIn(0.5, 20), CALCULATOR_MESSAGES.gas, issues),
    chargingLossPercent: optional(params, 'loss', numberIn(0, 30), CALCULATOR_MESSAGES.loss, issues),
    annualMiles: optional(params, 'miles', numberIn(1, 200_000), CALCULATOR_MESSAGES.annualMiles, issues),
    issues,
  };
}

export interface BatteryQuery {
  shared: boolean;
  vehicle: VehicleQuery;
  mileage?: number;
  dcFastShare?: DcFastShare;
  climate?: Climate;
  issues: string[];
}

export function parseBatteryQuery(params: SearchParams): BatteryQuery {
  const issues: string[] = [];
  return {
    shared: isShared(params),
    vehicle: readVehicleQuery(params, issues),
    mileage: optional(
      params,
      'mileage',
      numberIn(BATTERY_CONSTANTS.minMileage, BATTERY_CONSTANTS.maxMileage),
      CALCULATOR_MESSAGES.mileage,
      issues,
    ),
    dcFastShare: optional(params, 'dcfast', z.enum(['low', 'high']), CALCULATOR_MESSAGES.dcFast, issues),
    climate: optional(params, 'climate', z.enum(['temperate', 'hot']), CALCULATOR_MESSAGES.climate, issues),
    issues,
  };
}

export interface TireQuery {
  shared: boolean;
  vehicle: VehicleQuery;
  currentPsi?: number;
  /** Checked against the model's maximum once the model is known. */
  targetPsi?: number;
  annualMiles?: number;
  region?: string;
  electricityRateCentsPerKwh?: number;
  issues: string[];
}

export function parseTireQuery(params: SearchParams): TireQuery {
  const issues: string[] = [];
  return {
    shared: isShared(params),
    vehicle: readVehicleQuery(params, issues),
    currentPsi: optional(
      params,
      'current',
      numberIn(TIRE_CONSTANTS.minPsi, TIRE_CONSTANTS.maxCurrentPsi),
      CALCULATOR_MESSAGES.currentPsi,
      issues,
    ),
    targetPsi: optional(
      params,
      'target',
      numberIn(0, 1000),
      CALCULATOR_MESSAGES.targetPsi(TIRE_CONSTANTS.defaultMaxPsi),
      issues,
    ),
    annualMiles: optional(params, 'miles', numberIn(1, 200_000), CALCULATOR_MESSAGES.annualMiles, issues),
    region: first(params.region)?.slice(0, 60),
    electricityRateCentsPerKwh: optional(
      params,
      'elec',
      numberIn(1, 200),
      CALCULATOR_MESSAGES.electricity,
      issues,
    ),
    issues,
  };
}

/** The form's coercion for trip distance (spec §5): a non-numeric entry becomes 0. */
export function coerceDistance(input: string): number {
  const value = Number(input);
  return Number.isFinite(value) ? value : 0;
}

export function isDistanceInRange(distanceMiles: number): boolean {
  return (
    distanceMiles >= RANGE_CONSTANTS.minDistanceMiles && distanceMiles <= RANGE_CONSTANTS.maxDistanceMiles
  );
}

export const toolUsageSchema = z.object({
  tool: z.enum(['range_tool', 'battery_degradation', 'tire_calculator']),
  action: z.literal('calculate'),
  vehicle: z.string().max(200),
  vehicleId: z.number().int().positive().optional(),
  shared: z.boolean().optional(),
  inputs: z
    .record(z.string().max(40), z.union([z.string().max(100), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 12, 'Too many inputs')
    .optional(),
});

export type ToolUsage = z.infer<typeof toolUsageSchema>;
