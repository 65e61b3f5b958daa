import {
  createParser,
  createSerializer,
  parseAsBoolean,
  parseAsJson,
  parseAsStringLiteral,
  type inferParserType,
} from 'nuqs/server';
import type { Climate, DcFastShare } from '@/lib/calculators/battery';
import { BATTERY_CONSTANTS, TIRE_CONSTANTS } from '@/lib/calculators/constants';
import { RANGE_CONSTANTS } from '@/lib/calculators/range';
import { TEMPERATURE_BOUNDS } from '@/lib/calculators/temperature';
import { CALCULATOR_LOAD_MESSAGES } from '@/lib/calculators/forms/load-messages';
import { formatBound } from '@/lib/calculators/format';

/**
 * The calculators keep every input in the query string, so that a link reproduces the result. Each URL
 * parameter is defined here once: its name, its parser, and for a number its bounds, default and message.
 * The form (useQueryStates), the shared link (createSerializer), the server render and the OG image
 * (createLoader, in links.ts) all read and write the query through these definitions.
 *
 * The query holds each input's text as the visitor typed it, so a half-typed or out-of-range number stays in
 * its field (with its message beside it) instead of snapping back; the parsers below then read that text.
 */

/** A plain decimal number as typed: no exponent, no hex, no thousands separators. */
const DECIMAL = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

export interface NumberParam {
  readonly min: number;
  readonly max: number;
  /** Used when the link leaves the parameter out. */
  readonly default?: number;
  readonly message: string;
  /** The message for other bounds (the tire target's maximum follows the model's placard). */
  readonly messageFor: (bounds: { min: number; max: number }) => string;
  /** Reads a number inside the bounds; anything else is null. */
  readonly parser: ReturnType<typeof createParser<number>>;
  /** Reads a number of the right form whatever its size, to keep an out-of-range value in its field. */
  readonly shape: ReturnType<typeof createParser<number>>;
}

function numberParam(spec: {
  min: number;
  max: number;
  default?: number;
  label: string;
  unit: string;
}): NumberParam {
  const shape = createParser<number>({
    parse: (raw) => (DECIMAL.test(raw.trim()) ? Number(raw.trim()) : null),
    serialize: String,
  });
  const messageFor = ({ min, max }: { min: number; max: number }) =>
    `${spec.label} must be a number from ${formatBound(min)} to ${formatBound(max)}${spec.unit}.`;
  return {
    min: spec.min,
    max: spec.max,
    default: spec.default,
    message: messageFor(spec),
    messageFor,
    shape,
    parser: createParser<number>({
      parse: (raw) => {
        const value = shape.parse(raw);
        return value !== null && value >= spec.min && value <= spec.max ? value : null;
      },
      serialize: String,
    }),
  };
}

const wholeNumber = (min: number, max: number) =>
  createParser<number>({
    parse: (raw) => {
      const value = WHOLE.test(raw.trim()) ? Number(raw.trim()) : null;
      return value !== null && value >= min && value <= max ? value : null;
    },
    serialize: String,
  });

/** Free text, trimmed and cut to a length; blank reads as absent. */
const parseAsText = (maxLength: number) =>
  createParser<string>({
    parse: (raw) => raw.trim().slice(0, maxLength) || null,
    serialize: (value) => value,
  });

const MODEL_YEARS = { min: 2010, max: 2100 } as const;

interface EmbeddedVehicle {
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
}

/**
 * The vehicle an older shared link embeds as JSON. Anything unexpected makes the whole value unreadable, so
 * the link falls through to its year/make/model. A plain check rather than a schema: this module ships to
 * the calculators' pages, where zod would add ≈31 KB gzip to their script.
 */
function readEmbeddedVehicle(value: unknown): EmbeddedVehicle | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const vehicle: EmbeddedVehicle = {};
  if (fields.year !== undefined) {
    const year = typeof fields.year === 'number' || typeof fields.year === 'string' ? Number(fields.year) : NaN;
    if (!Number.isInteger(year) || year < MODEL_YEARS.min || year > MODEL_YEARS.max) return null;
    vehicle.year = year;
  }
  for (const [key, max] of [
    ['make', 80],
    ['model', 120],
    ['trim', 120],
  ] as const) {
    const text = fields[key];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.length > max) return null;
    vehicle[key] = text;
  }
  return vehicle;
}

/** Every parameter the three calculators read from a link. */
export const CALCULATOR_PARAMS = {
  shared: parseAsBoolean,
  id: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  year: wholeNumber(MODEL_YEARS.min, MODEL_YEARS.max),
  make: parseAsText(80),
  model: parseAsText(120),
  /** The vehicle written into an older shared link, used only to identify the model (never its figures). */
  vehicle: parseAsJson(readEmbeddedVehicle),
  distance: numberParam({
    min: RANGE_CONSTANTS.minDistanceMiles,
    max: RANGE_CONSTANTS.maxDistanceMiles,
    default: RANGE_CONSTANTS.defaultDistanceMiles,
    label: 'Trip distance',
    unit: ' miles',
  }),
  region: parseAsText(60),
  elec: numberParam({ min: 1, max: 200, label: 'Your electricity price', unit: ' ¢/kWh' }),
  gas: numberParam({ min: 0.5, max: 20, label: 'Your gas price', unit: ' $/gal' }),
  loss: numberParam({ min: 0, max: 30, label: 'Charging loss', unit: ' %' }),
  miles: numberParam({ min: 1, max: 200_000, label: 'Annual miles', unit: '' }),
  /** Outside temperature for the range tool; blank: EPA's figures as rated. */
  temp: numberParam({
    min: TEMPERATURE_BOUNDS.minF,
    max: TEMPERATURE_BOUNDS.maxF,
    label: 'Outside temperature',
    unit: ' °F',
  }),
  mileage: numberParam({
    min: BATTERY_CONSTANTS.minMileage,
    max: BATTERY_CONSTANTS.maxMileage,
    label: 'Mileage',
    unit: ' miles',
  }),
  dcfast: parseAsStringLiteral(['low', 'high'] as const satisfies readonly DcFastShare[]),
  climate: parseAsStringLiteral(['temperate', 'hot'] as const satisfies readonly Climate[]),
  current: numberParam({
    min: TIRE_CONSTANTS.minPsi,
    max: TIRE_CONSTANTS.maxCurrentPsi,
    label: 'Current pressure',
    unit: ' PSI',
  }),
  /** Its maximum is the model's placard maximum once the model is known; this is the site's default. */
  target: numberParam({
    min: TIRE_CONSTANTS.minPsi,
    max: TIRE_CONSTANTS.defaultMaxPsi,
    label: 'Target pressure',
    unit: ' PSI',
  }),
} as const;

const P = CALCULATOR_PARAMS;

export const CALCULATOR_MESSAGES = {
  distance: P.distance.message,
  mileage: P.mileage.message,
  currentPsi: P.current.message,
  targetPsi: (maxPsi: number) => P.target.messageFor({ min: P.target.min, max: maxPsi }),
  electricity: P.elec.message,
  gas: P.gas.message,
  loss: P.loss.message,
  annualMiles: P.miles.message,
  temperature: P.temp.message,
  region: 'The region in this link is not one we have prices for; showing the default region.',
  vehicleNotFound: 'The vehicle in this link was not found. Choose a vehicle below.',
  vehicleApproximate:
    'The exact model in this link was not found; showing the closest match by year and make.',
  year: 'The year in this link is not valid.',
  dcFast: 'The DC fast charging share in this link is not valid.',
  climate: 'The climate in this link is not valid.',
  ...CALCULATOR_LOAD_MESSAGES,
} as const;

/** The text of one input as the query string carries it (at most 200 characters). */
const urlText = parseAsText(200);

/**
 * What the query string holds for each tool: the inputs' text, keyed by parameter name, in the order a link
 * shows them. `vehicle` and `model` are listed so that the form can clear or rewrite them.
 */
const vehicleKeys = { id: urlText, year: urlText, make: urlText, model: urlText, vehicle: urlText };
export const RANGE_URL = {
  shared: P.shared,
  ...vehicleKeys,
  distance: urlText,
  region: urlText,
  elec: urlText,
  gas: urlText,
  loss: urlText,
  miles: urlText,
  temp: urlText,
};
export const BATTERY_URL = {
  shared: P.shared,
  ...vehicleKeys,
  mileage: urlText,
  dcfast: urlText,
  climate: urlText,
};
export const TIRE_URL = {
  shared: P.shared,
  ...vehicleKeys,
  current: urlText,
  target: urlText,
  miles: urlText,
  region: urlText,
  elec: urlText,
};

export type RangeUrl = inferParserType<typeof RANGE_URL>;
export type BatteryUrl = inferParserType<typeof BATTERY_URL>;
export type TireUrl = inferParserType<typeof TIRE_URL>;

export const serializeRangeUrl = createSerializer(RANGE_URL);
export const serializeBatteryUrl = createSerializer(BATTERY_URL);
export const serializeTireUrl = createSerializer(TIRE_URL);

/** A number input's reading: blank gives neither a value nor a problem. */
export interface NumberReading {
  value?: number;
  problem?: string;
}

export function readNumber(
  param: NumberParam,
  text: string | null | undefined,
  bounds?: { min: number; max: number },
): NumberReading {
  if (!text || text.trim() === '') return {};
  if (bounds) {
    const value = param.shape.parse(text);
    return value !== null && value >= bounds.min && value <= bounds.max
      ? { value }
      : { problem: param.messageFor(bounds) };
  }
  const value = param.parser.parse(text);
  return value === null ? { problem: param.message } : { value };
}

/** The number's text as a link's value for its field: kept when it is a number at all, so its message shows. */
export function numberFieldText(param: NumberParam, text: string | null): string {
  return text !== null && param.shape.parse(text) !== null ? text : '';
}
