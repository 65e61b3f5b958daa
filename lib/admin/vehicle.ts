import { z } from 'zod';
import { isSpeedRating, SPEED_SCALE } from '@/lib/tires/reference';
import { actionSchema, LOAD_INDEX_RANGE, missingField, numberish, parseTableCsv, rowFields, rowMessages } from '@/lib/admin/table';
import { text, toInt, withSource, type Parsed, type SourceChoice, type TableShape } from '@/lib/admin/table';
import { normalizeTireSize } from '@/lib/tires/size';

/* The vehicle form's rules (docs/product/rules.md §3), checked in the browser for speed and by the actions for truth. */

export const VEHICLE_MESSAGES = {
  ...rowMessages('Vehicle', 'vehicles'),
  year: 'Year must be from 2010 to 2100',
  yearInvalid: 'Year must be a whole number',
  size: 'Enter the OEM tire size as on the sidewall, like 235/45R18',
  loadIndex: 'Minimum load index must be a whole number from 60 to 130',
  speedRating: `Minimum speed rating must be one of ${SPEED_SCALE.join(', ')}`,
  wheelSize: 'Wheel sizes must be whole inches from 12 to 26',
  wheelOrder: 'The smallest wheel size cannot be larger than the largest',
  duplicate: (title: string) => `The ${title} is already listed. Edit that one instead.`,
} as const;

export const WHEEL_DEFAULTS = { min: 18, max: 20 } as const;
const YEAR_RANGE = { min: 2010, max: 2100 } as const;
const WHEEL_RANGE = { min: 12, max: 26 } as const;

/** A model year: the product description turns an invalid one into the current year. */
function yearOrCurrent(value: unknown, now = new Date()): number {
  const year = toInt(value);
  return year === 0 ? now.getFullYear() : year;
}

const vehicleFormSchema = z.object({
  ...rowFields,
  make: text(60),
  model: text(80),
  year: numberish,
  trim: text(120),
  oemTireSize: text(20),
  loadIndexMin: numberish,
  speedRatingMin: text(5),
  wheelSizeMin: numberish,
  wheelSizeMax: numberish,
});

export type VehicleFormInput = z.input<typeof vehicleFormSchema>;

export interface VehicleValues {
  id?: number;
  make: string;
  model: string;
  year: number;
  trim: string;
  oemTireSize: string;
  /** null: no source publishes it (the page says "not published"); never a default stood in for it. */
  loadIndexMin: number | null;
  speedRatingMin: string | null;
  wheelSizeMin: number;
  wheelSizeMax: number;
  source: SourceChoice;
}

/**
 * The vehicle form's rules. `strictYear` (the CSV import) refuses an invalid year instead of turning it into
 * the current year as the form does: a bulk file with a broken column must not quietly become this year's cars.
 */
export function parseVehicleForm(
  input: VehicleFormInput,
  options: { now?: Date; strictYear?: boolean } = {},
): Parsed<VehicleValues> {
  const raw = vehicleFormSchema.parse(input);
  const make = raw.make.trim();
  const model = raw.model.trim();
  const trim = raw.trim.trim();
  const sizeText = raw.oemTireSize.trim();
  // A blank minimum is one no source publishes: it stays empty rather than taking a default.
  const loadText = String(raw.loadIndexMin ?? '').trim();
  const loadIndexMin = loadText === '' ? null : toInt(loadText);
  const speedRatingMin = raw.speedRatingMin.trim().toUpperCase() || null;
  if (options.strictYear && toInt(raw.year) === 0) {
    return { ok: false, message: VEHICLE_MESSAGES.yearInvalid, field: 'year' };
  }
  const year = yearOrCurrent(raw.year, options.now);
  const missing = missingField({ make, model, trim, oemTireSize: sizeText });
  if (missing) return { ok: false, ...missing };

  if (year < YEAR_RANGE.min || year > YEAR_RANGE.max) return { ok: false, message: VEHICLE_MESSAGES.year, field: 'year' };
  const oemTireSize = normalizeTireSize(sizeText);
  if (!oemTireSize) return { ok: false, message: VEHICLE_MESSAGES.size, field: 'oemTireSize' };
  if (loadIndexMin !== null && (loadIndexMin < LOAD_INDEX_RANGE.min || loadIndexMin > LOAD_INDEX_RANGE.max)) {
    return { ok: false, message: VEHICLE_MESSAGES.loadIndex, field: 'loadIndexMin' };
  }
  if (speedRatingMin !== null && !isSpeedRating(speedRatingMin)) return { ok: false, message: VEHICLE_MESSAGES.speedRating, field: 'speedRatingMin' };

  const wheelSizeMin = toInt(raw.wheelSizeMin) || WHEEL_DEFAULTS.min;
  const wheelSizeMax = toInt(raw.wheelSizeMax) || WHEEL_DEFAULTS.max;
  for (const [field, value] of [['wheelSizeMin', wheelSizeMin], ['wheelSizeMax', wheelSizeMax]] as const) {
    if (value < WHEEL_RANGE.min || value > WHEEL_RANGE.max) return { ok: false, message: VEHICLE_MESSAGES.wheelSize, field };
  }
  if (wheelSizeMin > wheelSizeMax) return { ok: false, message: VEHICLE_MESSAGES.wheelOrder, field: 'wheelSizeMin' };

  return withSource(raw, { make, model, year, trim, oemTireSize, loadIndexMin, speedRatingMin, wheelSizeMin, wheelSizeMax });
}

export const vehicleSchema = actionSchema(vehicleFormSchema, (input) => parseVehicleForm(input));

/** The vehicles table as the back office imports and exports it, in the columns of supabase/seed/reference/vehicles.csv. */
export const VEHICLE_TABLE: TableShape<VehicleValues> = {
  table: 'vehicles',
  naturalKey: 'vehicle_natural_key',
  columns: [
    { name: 'year', sql: 'integer', field: 'year', key: true },
    { name: 'make', sql: 'text', field: 'make', key: true },
    { name: 'model', sql: 'text', field: 'model', key: true },
    { name: 'trim', sql: 'text', field: 'trim', key: true },
    { name: 'oem_tire_size', sql: 'text', field: 'oemTireSize' },
    // A blank cell is a minimum no source publishes; a file written before they could be blank always has them.
    { name: 'load_index_min', sql: 'integer', field: 'loadIndexMin', blank: 'null', absentKeeps: true },
    { name: 'speed_rating_min', sql: 'text', field: 'speedRatingMin', blank: 'null', absentKeeps: true },
    { name: 'wheel_size_min', sql: 'integer', field: 'wheelSizeMin', blank: 'default' },
    { name: 'wheel_size_max', sql: 'integer', field: 'wheelSizeMax', blank: 'default' },
    { name: 'source_id', sql: 'text', blank: 'keep', source: true },
  ],
};

/** Vehicle rows from a CSV file, each checked by the vehicle form's rules with a strict year. */
export const parseVehicleCsv = (csv: string) => parseTableCsv(csv, VEHICLE_TABLE, (input) => parseVehicleForm(input, { strictYear: true }));
