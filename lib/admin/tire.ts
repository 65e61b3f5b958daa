import { z } from 'zod';
import { isSpeedRating, ROLLING_RESISTANCE_LABELS, SPEED_SCALE, WET_GRIP_GRADES } from '@/lib/tires/reference';
import { actionSchema, LOAD_INDEX_RANGE, missingField, numberish, rowFields, rowMessages, text, toInt, withSource } from '@/lib/admin/table';
import { parseTableCsv, type Parsed, type SourceChoice, type TableShape } from '@/lib/admin/table';
import type { Tire } from '@/lib/tires/types';
import { normalizeTireSize } from '@/lib/tires/size';

/* The tire form's rules (docs/product/rules.md §3), checked in the browser for speed and by the actions for truth. */

export const TIRE_MESSAGES = {
  ...rowMessages('Tire', 'tires'),
  size: 'Enter the size as on the sidewall, like 235/45R18',
  loadIndex: 'Load index must be a whole number from 60 to 130',
  speedRating: `Speed rating must be one of ${SPEED_SCALE.join(', ')}`,
  rollingResistance: 'Rolling resistance must be a grade from A to F, or left blank',
  wetGrip: 'Wet grip must be a grade from A to E, or left blank',
  noise: 'Noise level must be a whole number of dB from 50 to 90, or left blank',
  imageUrl: 'Image URL must start with http:// or https://, or be left blank',
  duplicate: (brand: string, model: string, size: string) =>
    `A tire ${brand} ${model} ${size} is already listed. Edit that one instead.`,
} as const;

const NOISE_RANGE = { min: 50, max: 90 } as const;

/** OEM certifications are typed comma separated (the reference CSV uses semicolons): trimmed, empties dropped. */
function splitCertifications(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(/[,;]/) : value;
  const seen = new Set<string>();
  for (const part of parts) {
    const mark = part.trim();
    if (mark) seen.add(mark);
  }
  return [...seen];
}

const IMAGE_URL = /^(https?:\/\/\S+|\/storage\/(public|media)\/\S+)$/i;

const tireFormSchema = z.object({
  ...rowFields,
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
});

export type TireFormInput = z.input<typeof tireFormSchema>;

/** A tire as its form gives it: the fields the public pages show, and where its figures come from. */
export interface TireValues extends Omit<Tire, 'id'> {
  id?: number;
  source: SourceChoice;
}

/** The tire form's rules, in the order the product description gives them; the first problem is reported with its field. */
export function parseTireForm(input: TireFormInput): Parsed<TireValues> {
  const raw = tireFormSchema.parse(input);
  const brand = raw.brand.trim();
  const model = raw.model.trim();
  const sizeText = raw.size.trim();
  const loadIndex = toInt(raw.loadIndex);
  const speedRating = raw.speedRating.trim().toUpperCase();
  const missing = missingField({ brand, model, size: sizeText, loadIndex, speedRating });
  if (missing) return { ok: false, ...missing };

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

  return withSource(raw, {
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
  });
}

/** The schema the tire actions parse with: the form rules, reported with the site's messages. */
export const tireSchema = actionSchema(tireFormSchema, parseTireForm);

/**
 * The tires table as the back office imports and exports it. The columns are those of
 * supabase/seed/reference/tires.csv, so a reference file can be imported as it is (its extra columns are
 * ignored and named in the preview).
 */
export const TIRE_TABLE: TableShape<TireValues> = {
  table: 'tires',
  naturalKey: 'tire_natural_key',
  columns: [
    { name: 'brand', sql: 'text', field: 'brand', key: true },
    { name: 'model', sql: 'text', field: 'model', key: true },
    { name: 'size', sql: 'text', field: 'size', key: true },
    { name: 'load_index', sql: 'integer', field: 'loadIndex' },
    { name: 'speed_rating', sql: 'text', field: 'speedRating' },
    { name: 'rolling_resistance', sql: 'text', field: 'rollingResistance', blank: 'null' },
    // Files written before the column existed leave each tire's grade as it is.
    { name: 'wet_grip', sql: 'text', field: 'wetGrip', blank: 'null', absentKeeps: true },
    { name: 'noise_level_db', sql: 'numeric', field: 'noiseLevelDb', blank: 'null' },
    { name: 'is_ev_rated', sql: 'boolean', field: 'isEvRated', blank: 'default', cell: 'boolean' },
    { name: 'oem_certifications', sql: 'text[]', field: 'oemCertifications', blank: 'default', cell: 'list' },
    { name: 'image_url', sql: 'text', field: 'imageUrl', blank: 'keep' },
    { name: 'source_id', sql: 'text', blank: 'keep', source: true },
  ],
};

/** Tire rows from a CSV file, each checked by the tire form's rules. */
export const parseTireCsv = (csv: string) => parseTableCsv(csv, TIRE_TABLE, parseTireForm);
