import Papa from 'papaparse';
import { z } from 'zod';
import { isSpeedRating, ROLLING_RESISTANCE_LABELS, SPEED_SCALE, WET_GRIP_GRADES } from '@/lib/tires/reference';
import { normalizeTireSize } from '@/lib/validations/tires';

/*
 * The back office's tire, vehicle and fitment-submission rules (admin-and-platform.md §5), shared by the
 * forms (checked in the browser for speed) and the server actions (checked again for truth), and by the
 * CSV import, which applies the same rules row by row.
 */

export const TIRE_MESSAGES = {
  required: 'Please fill in all required fields',
  added: 'Tire added successfully',
  updated: 'Tire updated successfully',
  deleted: 'Tire deleted successfully',
  loadFailed: 'Failed to load tires',
  addFailed: 'Failed to add tire',
  updateFailed: 'Failed to update tire',
  deleteFailed: 'Failed to delete tire',
  size: 'Enter the size as on the sidewall, like 235/45R18',
  loadIndex: 'Load index must be a whole number from 60 to 130',
  speedRating: `Speed rating must be one of ${SPEED_SCALE.join(', ')}`,
  rollingResistance: 'Rolling resistance must be a grade from A to F, or left blank',
  wetGrip: 'Wet grip must be a grade from A to E, or left blank',
  noise: 'Noise level must be a whole number of dB from 50 to 90, or left blank',
  imageUrl: 'Image URL must start with http:// or https://, or be left blank',
  duplicate: (brand: string, model: string, size: string) =>
    `A tire ${brand} ${model} ${size} is already listed. Edit that one instead.`,
  notFound: 'This tire no longer exists. The list has been reloaded.',
} as const;

export const VEHICLE_MESSAGES = {
  required: 'Please fill in all required fields',
  added: 'Vehicle added successfully',
  updated: 'Vehicle updated successfully',
  deleted: 'Vehicle deleted successfully',
  loadFailed: 'Failed to load vehicles',
  addFailed: 'Failed to add vehicle',
  updateFailed: 'Failed to update vehicle',
  deleteFailed: 'Failed to delete vehicle',
  year: 'Year must be from 2010 to 2100',
  yearInvalid: 'Year must be a whole number',
  size: 'Enter the OEM tire size as on the sidewall, like 235/45R18',
  loadIndex: 'Minimum load index must be a whole number from 60 to 130',
  speedRating: `Minimum speed rating must be one of ${SPEED_SCALE.join(', ')}`,
  wheelSize: 'Wheel sizes must be whole inches from 12 to 26',
  wheelOrder: 'The smallest wheel size cannot be larger than the largest',
  duplicate: (title: string) => `The ${title} is already listed. Edit that one instead.`,
  notFound: 'This vehicle no longer exists. The list has been reloaded.',
} as const;

export const SOURCE_MESSAGES = {
  newSourceRequired: 'Give the new source a name and the address of the page',
  newSourceUrl: 'The source address must start with http:// or https://',
  unknownSource: 'Choose a source from the list',
} as const;

export const SUBMISSION_MESSAGES = {
  loadFailed: 'Failed to load submissions',
  approved: 'Submission approved successfully',
  rejected: 'Submission rejected',
  approveFailed: 'Failed to approve submission',
  rejectFailed: 'Failed to reject submission',
  missingInfo: 'Missing vehicle or tire information',
  ambiguousTrim: 'Missing vehicle or tire information: the submission names no trim and this model has several',
  yearOutOfRange: 'This submission is for a model year before 2010, which the directory does not cover',
  alreadyReviewed: (status: string) => `This submission was already ${status}. The list has been reloaded.`,
  notFound: 'This submission no longer exists. The list has been reloaded.',
} as const;

/** The spec's defaults for a vehicle (and tire) created by approving a submission. */
export const APPROVAL_DEFAULTS = {
  loadIndex: 95,
  speedRating: 'H',
  wheelSizeMin: 18,
  wheelSizeMax: 20,
  tireSize: '235/45R18',
  /** Used when the submission names no trim and the model has none on record. */
  trim: 'Base',
} as const;

export const WHEEL_DEFAULTS = { min: 18, max: 20 } as const;
export const YEAR_RANGE = { min: 2010, max: 2100 } as const;
export const LOAD_INDEX_RANGE = { min: 60, max: 130 } as const;
export const NOISE_RANGE = { min: 50, max: 90 } as const;
export const WHEEL_RANGE = { min: 12, max: 26 } as const;

/** The spec's numeric rule: whole numbers; anything that does not start with one becomes 0. */
export function toInt(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  const parsed = Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** OEM certifications are typed comma separated (the reference CSV uses semicolons): trimmed, empties dropped. */
export function splitCertifications(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(/[,;]/) : value;
  const seen = new Set<string>();
  for (const part of parts) {
    const mark = part.trim();
    if (mark) seen.add(mark);
  }
  return [...seen];
}

/** A model year: the spec turns an invalid one into the current year. */
export function yearOrCurrent(value: unknown, now = new Date()): number {
  const year = toInt(value);
  return year === 0 ? now.getFullYear() : year;
}

const IMAGE_URL = /^(https?:\/\/\S+|\/storage\/(public|media)\/\S+)$/i;
const HTTP_URL = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

/** Where the figures of a row come from: nothing recorded, a listed source, or a page added with the row. */
export type SourceChoice =
  | { kind: 'none' }
  | { kind: 'existing'; id: string }
  | { kind: 'new'; name: string; url: string; description: string };

export const NEW_SOURCE = '__new';

const text = (max: number) => z.string().max(max).default('');
const numberish = z.union([z.string().max(20), z.number()]).default('');

const sourceFields = {
  sourceId: text(100),
  newSourceName: text(200),
  newSourceUrl: text(500),
  newSourceDescription: text(1000),
};

type Issue = { message: string; field: string };
type Parsed<T> = { ok: true; values: T } | ({ ok: false } & Issue);

function parseSource(raw: {
  sourceId: string;
  newSourceName: string;
  newSourceUrl: string;
  newSourceDescription: string;
}): Parsed<SourceChoice> {
  const id = raw.sourceId.trim();
  if (!id) return { ok: true, values: { kind: 'none' } };
  if (id !== NEW_SOURCE) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) return { ok: false, message: SOURCE_MESSAGES.unknownSource, field: 'sourceId' };
    return { ok: true, values: { kind: 'existing', id } };
  }
  const name = raw.newSourceName.trim();
  const url = raw.newSourceUrl.trim();
  if (!name || !url) return { ok: false, message: SOURCE_MESSAGES.newSourceRequired, field: name ? 'newSourceUrl' : 'newSourceName' };
  if (!HTTP_URL.test(url)) return { ok: false, message: SOURCE_MESSAGES.newSourceUrl, field: 'newSourceUrl' };
  return { ok: true, values: { kind: 'new', name, url, description: raw.newSourceDescription.trim() } };
}

export const tireFormSchema = z.object({
  id: z.number().int().positive().optional(),
  brand: text(60),
  model: text(120),
  size: text(20),
  loadIndex: numberish,
  speedRating: text(5),
  rollingResistance: text(5),
  wetGrip: text(5),
  noiseLevelDb: numberish,
  isEvRated: z.boolean().default(false),
  imageUrl: text(1000),
  oemCertifications: z.union([text(500), z.array(z.string().max(50)).max(30)]).default(''),
  ...sourceFields,
});

export type TireFormInput = z.input<typeof tireFormSchema>;

export interface TireValues {
  id?: number;
  brand: string;
  model: string;
  size: string;
  loadIndex: number;
  speedRating: string;
  rollingResistance: string | null;
  /** Left out only by a CSV file written before the column existed: each tire keeps its grade. */
  wetGrip?: string | null;
  noiseLevelDb: number | null;
  isEvRated: boolean;
  imageUrl: string | null;
  oemCertifications: string[];
  source: SourceChoice;
}

/** The tire form's rules, in the order the spec gives them; the first problem is reported with its field. */
export function parseTireForm(input: TireFormInput): Parsed<TireValues> {
  const raw = tireFormSchema.parse(input);
  const brand = raw.brand.trim();
  const model = raw.model.trim();
  const sizeText = raw.size.trim();
  const loadIndex = toInt(raw.loadIndex);
  const speedRating = raw.speedRating.trim().toUpperCase();
  const missing = [
    ['brand', brand],
    ['model', model],
    ['size', sizeText],
    ['loadIndex', loadIndex],
    ['speedRating', speedRating],
  ].find(([, value]) => !value);
  if (missing) return { ok: false, message: TIRE_MESSAGES.required, field: String(missing[0]) };

  const size = normalizeTireSize(sizeText);
  if (!size) return { ok: false, message: TIRE_MESSAGES.size, field: 'size' };
  if (loadIndex < LOAD_INDEX_RANGE.min || loadIndex > LOAD_INDEX_RANGE.max) {
    return { ok: false, message: TIRE_MESSAGES.loadIndex, field: 'loadIndex' };
  }
  if (!isSpeedRating(speedRating)) return { ok: false, message: TIRE_MESSAGES.speedRating, field: 'speedRating' };

  const grade = raw.rollingResistance.trim().toUpperCase();
  if (grade && !(grade in ROLLING_RESISTANCE_LABELS)) {
    return { ok: false, message: TIRE_MESSAGES.rollingResistance, field: 'rollingResistance' };
  }
  const wetGrip = raw.wetGrip.trim().toUpperCase();
  if (wetGrip && !(WET_GRIP_GRADES as readonly string[]).includes(wetGrip)) {
    return { ok: false, message: TIRE_MESSAGES.wetGrip, field: 'wetGrip' };
  }
  // Noise is optional: blank (or anything that parses to 0) means not rated.
  const noise = toInt(raw.noiseLevelDb);
  if (noise !== 0 && (noise < NOISE_RANGE.min || noise > NOISE_RANGE.max)) {
    return { ok: false, message: TIRE_MESSAGES.noise, field: 'noiseLevelDb' };
  }
  const imageUrl = raw.imageUrl.trim();
  if (imageUrl && !IMAGE_URL.test(imageUrl)) return { ok: false, message: TIRE_MESSAGES.imageUrl, field: 'imageUrl' };

  const source = parseSource(raw);
  if (!source.ok) return source;
  return {
    ok: true,
    values: {
      ...(raw.id ? { id: raw.id } : {}),
      brand,
      model,
      size,
      loadIndex,
      speedRating,
      rollingResistance: grade || null,
      wetGrip: wetGrip || null,
      noiseLevelDb: noise === 0 ? null : noise,
      isEvRated: raw.isEvRated,
      imageUrl: imageUrl || null,
      oemCertifications: splitCertifications(raw.oemCertifications),
      source: source.values,
    },
  };
}

/** The schema the tire actions parse with: the form rules, reported with the spec's messages. */
export const tireSchema = tireFormSchema.transform((input, ctx): TireValues => {
  const parsed = parseTireForm(input);
  if (parsed.ok) return parsed.values;
  ctx.addIssue({ code: 'custom', message: parsed.message, path: [parsed.field] });
  return z.NEVER;
});

export const vehicleFormSchema = z.object({
  id: z.number().int().positive().optional(),
  make: text(60),
  model: text(80),
  year: numberish,
  trim: text(120),
  oemTireSize: text(20),
  loadIndexMin: numberish,
  speedRatingMin: text(5),
  wheelSizeMin: numberish,
  wheelSizeMax: numberish,
  ...sourceFields,
});

export type VehicleFormInput = z.input<typeof vehicleFormSchema>;

export interface VehicleValues {
  id?: number;
  make: string;
  model: string;
  year: number;
  trim: string;
  oemTireSize: string;
  loadIndexMin: number;
  speedRatingMin: string;
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
  const loadIndexMin = toInt(raw.loadIndexMin);
  const speedRatingMin = raw.speedRatingMin.trim().toUpperCase();
  if (options.strictYear && toInt(raw.year) === 0) {
    return { ok: false, message: VEHICLE_MESSAGES.yearInvalid, field: 'year' };
  }
  const year = yearOrCurrent(raw.year, options.now);
  const missing = [
    ['make', make],
    ['model', model],
    ['trim', trim],
    ['oemTireSize', sizeText],
    ['loadIndexMin', loadIndexMin],
    ['speedRatingMin', speedRatingMin],
  ].find(([, value]) => !value);
  if (missing) return { ok: false, message: VEHICLE_MESSAGES.required, field: String(missing[0]) };

  if (year < YEAR_RANGE.min || year > YEAR_RANGE.max) return { ok: false, message: VEHICLE_MESSAGES.year, field: 'year' };
  const oemTireSize = normalizeTireSize(sizeText);
  if (!oemTireSize) return { ok: false, message: VEHICLE_MESSAGES.size, field: 'oemTireSize' };
  if (loadIndexMin < LOAD_INDEX_RANGE.min || loadIndexMin > LOAD_INDEX_RANGE.max) {
    return { ok: false, message: VEHICLE_MESSAGES.loadIndex, field: 'loadIndexMin' };
  }
  if (!isSpeedRating(speedRatingMin)) return { ok: false, message: VEHICLE_MESSAGES.speedRating, field: 'speedRatingMin' };

  const wheelSizeMin = toInt(raw.wheelSizeMin) || WHEEL_DEFAULTS.min;
  const wheelSizeMax = toInt(raw.wheelSizeMax) || WHEEL_DEFAULTS.max;
  for (const [field, value] of [['wheelSizeMin', wheelSizeMin], ['wheelSizeMax', wheelSizeMax]] as const) {
    if (value < WHEEL_RANGE.min || value > WHEEL_RANGE.max) return { ok: false, message: VEHICLE_MESSAGES.wheelSize, field };
  }
  if (wheelSizeMin > wheelSizeMax) return { ok: false, message: VEHICLE_MESSAGES.wheelOrder, field: 'wheelSizeMin' };

  const source = parseSource(raw);
  if (!source.ok) return source;
  return {
    ok: true,
    values: {
      ...(raw.id ? { id: raw.id } : {}),
      make,
      model,
      year,
      trim,
      oemTireSize,
      loadIndexMin,
      speedRatingMin,
      wheelSizeMin,
      wheelSizeMax,
      source: source.values,
    },
  };
}

export const vehicleSchema = vehicleFormSchema.transform((input, ctx): VehicleValues => {
  const parsed = parseVehicleForm(input);
  if (parsed.ok) return parsed.values;
  ctx.addIssue({ code: 'custom', message: parsed.message, path: [parsed.field] });
  return z.NEVER;
});

export const idSchema = z.number().int().positive();

/*
 * CSV import and export. The columns are those of supabase/seed/reference/{tires,vehicles}.csv, so a reference
 * file can be imported as it is (its extra columns are ignored and named in the preview).
 */

export const TIRE_CSV_COLUMNS = [
  'brand',
  'model',
  'size',
  'load_index',
  'speed_rating',
  'rolling_resistance',
  'wet_grip',
  'noise_level_db',
  'is_ev_rated',
  'oem_certifications',
  'image_url',
  'source_id',
] as const;

export const VEHICLE_CSV_COLUMNS = [
  'year',
  'make',
  'model',
  'trim',
  'oem_tire_size',
  'load_index_min',
  'speed_rating_min',
  'wheel_size_min',
  'wheel_size_max',
  'source_id',
] as const;

const REQUIRED_TIRE_COLUMNS = ['brand', 'model', 'size', 'load_index', 'speed_rating'];
const REQUIRED_VEHICLE_COLUMNS = ['year', 'make', 'model', 'trim', 'oem_tire_size', 'load_index_min', 'speed_rating_min'];

export const CSV_MESSAGES = {
  empty: 'The file has no rows to import',
  tooLarge: 'The file is larger than 2 MB; split it into smaller files',
  tooManyRows: 'The file has more than 5,000 rows; split it into smaller files',
  missingColumns: (columns: string[]) => `The file lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}`,
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
  duplicateRow: (line: number) => `Same tire or vehicle as line ${line}`,
  unknownSource: (id: string) => `Unknown data source "${id}"`,
  previewFailed: 'Failed to read the CSV file',
  importFailed: 'Failed to import the CSV file; nothing was changed',
  exportFailed: 'Failed to export the CSV file',
  imported: (added: number, updated: number) => `Imported: ${added} added, ${updated} updated`,
  nothingToImport: 'Nothing to import: every row is either unchanged or rejected',
} as const;

export const CSV_MAX_CHARS = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 5000;

export const csvTextSchema = z.string().min(1, CSV_MESSAGES.empty).max(CSV_MAX_CHARS, CSV_MESSAGES.tooLarge);

const TRUE_WORDS = new Set(['true', 'yes', '1', 'y', 'ev']);

export interface CsvRow<T> {
  /** The line of the file (the header is line 1). */
  line: number;
  values: T;
  /** A source id named in the file, to be checked against data_sources on the server. */
  sourceId: string | null;
}

export interface CsvRejection {
  line: number;
  label: string;
  reason: string;
}

export type CsvParse<T> =
  | { ok: true; rows: CsvRow<T>[]; rejected: CsvRejection[]; ignoredColumns: string[] }
  | { ok: false; message: string };

function readCsvText(text: string, required: readonly string[], known: readonly string[]) {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fatal = parsed.errors.find((error) => error.type === 'Delimiter' || error.code === 'MissingQuotes');
  if (fatal) return { ok: false as const, message: CSV_MESSAGES.unreadable(fatal.message) };
  const headers = parsed.meta.fields ?? [];
  const missing = required.filter((column) => !headers.includes(column));
  if (missing.length > 0) return { ok: false as const, message: CSV_MESSAGES.missingColumns(missing) };
  if (parsed.data.length === 0) return { ok: false as const, message: CSV_MESSAGES.empty };
  if (parsed.data.length > CSV_MAX_ROWS) return { ok: false as const, message: CSV_MESSAGES.tooManyRows };
  const ignoredColumns = headers.filter((header) => header && !(known as readonly string[]).includes(header));
  return { ok: true as const, data: parsed.data, headers, ignoredColumns };
}

const cell = (row: Record<string, string>, column: string) => (row[column] ?? '').trim();

/** Tire rows from a CSV file, each checked by the tire form's rules. */
export function parseTireCsv(text: string): CsvParse<TireValues> {
  const read = readCsvText(text, REQUIRED_TIRE_COLUMNS, TIRE_CSV_COLUMNS);
  if (!read.ok) return read;
  const rows: CsvRow<TireValues>[] = [];
  const rejected: CsvRejection[] = [];
  const seen = new Map<string, number>();
  const hasWetGrip = read.headers.includes('wet_grip');
  read.data.forEach((row, index) => {
    const line = index + 2;
    const label = [cell(row, 'brand'), cell(row, 'model'), cell(row, 'size')].filter(Boolean).join(' ') || '(blank)';
    const parsed = parseTireForm({
      brand: cell(row, 'brand'),
      model: cell(row, 'model'),
      size: cell(row, 'size'),
      loadIndex: cell(row, 'load_index'),
      speedRating: cell(row, 'speed_rating'),
      rollingResistance: cell(row, 'rolling_resistance'),
      wetGrip: cell(row, 'wet_grip'),
      noiseLevelDb: cell(row, 'noise_level_db'),
      isEvRated: TRUE_WORDS.has(cell(row, 'is_ev_rated').toLowerCase()),
      imageUrl: cell(row, 'image_url'),
      oemCertifications: cell(row, 'oem_certifications'),
    });
    if (!parsed.ok) {
      rejected.push({ line, label, reason: `${parsed.message} (${parsed.field})` });
      return;
    }
    if (!hasWetGrip) delete parsed.values.wetGrip;
    const key = tireKey(parsed.values);
    const first = seen.get(key);
    if (first !== undefined) {
      rejected.push({ line, label, reason: CSV_MESSAGES.duplicateRow(first) });
      return;
    }
    seen.set(key, line);
    rows.push({ line, values: parsed.values, sourceId: cell(row, 'source_id') || null });
  });
  return { ok: true, rows, rejected, ignoredColumns: read.ignoredColumns };
}

/** Vehicle rows from a CSV file, each checked by the vehicle form's rules (with a strict year). */
export function parseVehicleCsv(text: string): CsvParse<VehicleValues> {
  const read = readCsvText(text, REQUIRED_VEHICLE_COLUMNS, VEHICLE_CSV_COLUMNS);
  if (!read.ok) return read;
  const rows: CsvRow<VehicleValues>[] = [];
  const rejected: CsvRejection[] = [];
  const seen = new Map<string, number>();
  read.data.forEach((row, index) => {
    const line = index + 2;
    const label =
      [cell(row, 'year'), cell(row, 'make'), cell(row, 'model'), cell(row, 'trim')].filter(Boolean).join(' ') || '(blank)';
    const parsed = parseVehicleForm(
      {
        year: cell(row, 'year'),
        make: cell(row, 'make'),
        model: cell(row, 'model'),
        trim: cell(row, 'trim'),
        oemTireSize: cell(row, 'oem_tire_size'),
        loadIndexMin: cell(row, 'load_index_min'),
        speedRatingMin: cell(row, 'speed_rating_min'),
        wheelSizeMin: cell(row, 'wheel_size_min'),
        wheelSizeMax: cell(row, 'wheel_size_max'),
      },
      { strictYear: true },
    );
    if (!parsed.ok) {
      rejected.push({ line, label, reason: `${parsed.message} (${parsed.field})` });
      return;
    }
    const key = vehicleKey(parsed.values);
    const first = seen.get(key);
    if (first !== undefined) {
      rejected.push({ line, label, reason: CSV_MESSAGES.duplicateRow(first) });
      return;
    }
    seen.set(key, line);
    rows.push({ line, values: parsed.values, sourceId: cell(row, 'source_id') || null });
  });
  return { ok: true, rows, rejected, ignoredColumns: read.ignoredColumns };
}

/** Case-insensitive identity of a tire, as the database's duplicate checks compare it. */
export const tireKey = (tire: { brand: string; model: string; size: string }) =>
  `${tire.brand.trim().toLowerCase()}|${tire.model.trim().toLowerCase()}|${tire.size.trim().toUpperCase()}`;

export const vehicleKey = (vehicle: { year: number; make: string; model: string; trim: string }) =>
  `${vehicle.year}|${vehicle.make.trim().toLowerCase()}|${vehicle.model.trim().toLowerCase()}|${vehicle.trim.trim().toLowerCase()}`;

/**
 * One CSV file from rows, with the columns in the import's order. A cell that a spreadsheet would run as a
 * formula (=, +, -, @ first) is quoted with a leading apostrophe: the file is opened by people, not only imported.
 */
export function toCsv(columns: readonly string[], rows: Record<string, unknown>[]): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
    { escapeFormulae: true },
  );
}

/** What a dry run found; the import then writes exactly the add and update rows. */
export interface ImportPreview {
  add: { line: number; label: string }[];
  update: { line: number; label: string; changes: string[] }[];
  unchanged: number;
  rejected: CsvRejection[];
  ignoredColumns: string[];
}

export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/** Keys of the submissions filter and their labels. */
export const SUBMISSION_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

export const SPEED_RATINGS = SPEED_SCALE;
export const ROLLING_RESISTANCE_GRADES = Object.keys(ROLLING_RESISTANCE_LABELS);

/** An operator's tire photo: checked by its bytes on the server (lib/uploads/inspect.ts). */
export const TIRE_IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  accept: 'image/png,image/jpeg,image/gif,image/webp',
  hint: 'PNG, JPG, GIF or WebP up to 5 MB',
  typeMessage: 'The tire image must be a PNG, JPG, GIF or WebP image',
  sizeMessage: 'The tire image must be 5 MB or smaller',
} as const;

/** The result of one round of 'Refresh All Images'. */
export interface ImageRound {
  configured: boolean;
  processed: number;
  updated: number;
  failed: number;
  /** The last tire id of this round; the next round starts after it. */
  cursor: number;
  remaining: number;
}

export const IMAGE_MESSAGES = {
  findFailed: 'Failed to find tire images',
  findOneFailed: 'Failed to find tire image',
  progress: (n: number) => `Processed ${n} tires so far...`,
  completed: (n: number) => `Completed! Updated images for ${n} tires.`,
  notConfigured:
    'No tire image source is configured (TIRE_IMAGE_SOURCE_URL), so no images were searched and the current images were kept. Upload a photo from the tire’s edit form instead.',
  sourceDown: (failed: number) =>
    `The image source did not answer for ${failed} tires (timed out or failed); their current images were kept.`,
  found: 'Tire image updated',
  noneFound: 'The image source has no image for this tire; the current image was kept.',
  uploaded: 'Tire image uploaded',
  uploadFailed: 'Failed to upload the tire image',
  noFile: 'Choose a PNG, JPG, GIF or WebP image to upload',
} as const;

export const SYNC_MESSAGES = {
  failed: 'Failed to sync tire data',
  noHistory: 'No sync history available',
  historyFailed: 'Unable to fetch sync history',
  referenceMissing: 'Failed to sync tire data: the reference files (supabase/seed/reference) are not on this server',
} as const;

/** One table's part of a sync report (the seed's EditableTableReport). */
export interface SyncTableCounts {
  added: number;
  updated: number;
  unchanged: number;
  keptEdits: number;
  skippedRemoved: number;
}

function describeTable(label: string, counts: SyncTableCounts): string {
  const extras = [
    counts.keptEdits > 0 ? `${counts.keptEdits} kept as you edited them` : '',
    counts.skippedRemoved > 0 ? `${counts.skippedRemoved} you removed not brought back` : '',
  ].filter(Boolean);
  return `${label}: ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} left alone${extras.length ? ` (${extras.join('; ')})` : ''}.`;
}

/** The toast after 'Sync Tire Data': where the data came from and what changed, never a bare "success". */
export function describeSync(report: { tires: SyncTableCounts; vehicles: SyncTableCounts; fitmentsAdded: number }): string {
  return [
    'No outside tire data feed is configured, so the reference files were re-applied.',
    describeTable('Tires', report.tires),
    describeTable('Vehicles', report.vehicles),
    `Fitments: ${report.fitmentsAdded} added.`,
  ].join(' ');
}
