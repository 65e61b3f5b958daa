/** Metric tire sizes ("235/45R18", "255/35ZR21"): parsing, geometry and plus-size alternatives. */

interface TireSize {
  /** Section width in millimetres. */
  width: number;
  /** Sidewall height as a percentage of the width. */
  aspectRatio: number;
  /** Wheel (rim) diameter in inches. */
  rim: number;
  /** True for the "ZR" marking (older speed-rating convention for sizes above 149 mph). */
  zr: boolean;
}

const SIZE_PATTERN = /^\s*P?(\d{3})\s*\/\s*(\d{2})\s*(Z?)R\s*(\d{2})\s*$/i;

export function parseTireSize(value: string): TireSize | null {
  const match = SIZE_PATTERN.exec(value);
  if (!match) return null;
  const [, width, aspect, zr, rim] = match;
  return { width: Number(width), aspectRatio: Number(aspect), rim: Number(rim), zr: zr !== '' };
}

function formatTireSize(size: TireSize): string {
  return `${size.width}/${size.aspectRatio}${size.zr ? 'Z' : ''}R${size.rim}`;
}

/** A size in the schema's canonical form ("235/45R18"), or null if it does not parse. */
export function normalizeTireSize(value: string): string | null {
  const parsed = parseTireSize(value);
  return parsed ? formatTireSize(parsed) : null;
}

/** The number after R, as the site's compatible-tire lookup passes it. */
export function wheelDiameter(value: string): number | null {
  return parseTireSize(value)?.rim ?? null;
}

const MM_PER_INCH = 25.4;

export function sidewallInches(size: TireSize): number {
  return (size.width * size.aspectRatio) / 100 / MM_PER_INCH;
}

/** Overall (unloaded) diameter in inches: the rim plus two sidewalls. */
export function overallDiameterInches(size: TireSize): number {
  return size.rim + 2 * sidewallInches(size);
}

interface PlusSizeOption {
  size: string;
  diameterInches: number;
  /** Difference from the OE overall diameter, in percent (positive = taller). */
  diameterDiffPercent: number;
  /** True road speed when the speedometer, calibrated for the OE size, reads 60 mph. */
  actualAt60Mph: number;
}

export const PLUS_SIZE_TOLERANCE_PERCENT = 3;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Alternative sizes within ±3 % of the OE overall diameter on wheels the vehicle accepts.
 * Widths move in the usual 10 mm steps (ending in 5), aspect ratios in 5 % steps.
 */
export function plusSizeOptions(
  oeSize: string,
  wheelRange: { min: number; max: number },
  tolerancePercent = PLUS_SIZE_TOLERANCE_PERCENT,
): PlusSizeOption[] {
  const oe = parseTireSize(oeSize);
  if (!oe) return [];
  const oeDiameter = overallDiameterInches(oe);
  const options: PlusSizeOption[] = [];
  for (let rim = wheelRange.min; rim <= wheelRange.max; rim += 1) {
    for (let width = oe.width - 20; width <= oe.width + 30; width += 10) {
      for (let aspect = 25; aspect <= 70; aspect += 5) {
        const candidate: TireSize = { width, aspectRatio: aspect, rim, zr: false };
        const diameter = overallDiameterInches(candidate);
        const diff = ((diameter - oeDiameter) / oeDiameter) * 100;
        if (Math.abs(diff) > tolerancePercent) continue;
        if (width === oe.width && aspect === oe.aspectRatio && rim === oe.rim) continue;
        options.push({
          size: formatTireSize(candidate),
          diameterInches: round(diameter, 2),
          diameterDiffPercent: round(diff, 2),
          actualAt60Mph: round((60 * diameter) / oeDiameter, 1),
        });
      }
    }
  }
  return options.sort(
    (a, b) =>
      Math.abs(a.diameterDiffPercent) - Math.abs(b.diameterDiffPercent) || a.size.localeCompare(b.size),
  );
}

/** What a size measures, rounded as the page shows it (docs/product/tire-directory.md § Search by size). */
export interface SizeDimensions {
  size: string;
  overallDiameterMm: number;
  overallDiameterInches: number;
  sectionWidthMm: number;
  sidewallMm: number;
  revolutionsPerMile: number;
}

const INCHES_PER_MILE = 63_360;

export function sizeDimensions(value: string): SizeDimensions | null {
  const size = parseTireSize(value);
  if (!size) return null;
  const diameter = overallDiameterInches(size);
  return {
    size: formatTireSize(size),
    overallDiameterMm: Math.round(diameter * MM_PER_INCH),
    overallDiameterInches: round(diameter, 1),
    sectionWidthMm: size.width,
    sidewallMm: Math.round((size.width * size.aspectRatio) / 100),
    // Unloaded: a loaded tire turns a little more often (its rolling radius is shorter).
    revolutionsPerMile: Math.round(INCHES_PER_MILE / (Math.PI * diameter)),
  };
}

/**
 * What a driver reads off the sidewall: the size and, when typed, the service description after it
 * ("235/55R19 105V": load index 105, speed rating V). Null when the size does not parse.
 */
export interface SidewallReading {
  size: string;
  loadIndex?: number;
  speedRating?: string;
}

const SERVICE_PATTERN = /^(.*?\d{2})\s*(?:(\d{2,3})\s*([A-Z])?)?\s*$/i;

export function parseSidewall(value: string): SidewallReading | null {
  const match = SERVICE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, sizePart = '', load, speed] = match;
  const size = normalizeTireSize(sizePart);
  if (!size) return null;
  if (speed && !speedRatingRank(speed)) return null;
  return {
    size,
    ...(load ? { loadIndex: Number(load) } : {}),
    ...(speed ? { speedRating: speed.toUpperCase() } : {}),
  };
}

// Slowest to fastest; H sits between U and V (its letter predates the scheme's order).
const SPEED_ORDER = ['L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'H', 'V', 'W', 'Y'];

/** 1-based position of a speed rating from slowest to fastest ("(Y)" and "ZR" count as Y); 0 if unknown. */
export function speedRatingRank(rating: string): number {
  const letter = rating.replace(/[()\s]/g, '').toUpperCase();
  return SPEED_ORDER.indexOf(letter === 'Z' || letter === 'ZR' ? 'Y' : letter) + 1;
}

/**
 * The sizes of a list within the plus-size tolerance of a size's overall diameter (docs/product/limits.md),
 * closest first, with each one's difference in percent.
 */
export function sizesWithinTolerance(
  value: string,
  sizes: readonly string[],
  tolerancePercent = PLUS_SIZE_TOLERANCE_PERCENT,
): { size: string; diameterDiffPercent: number }[] {
  const target = parseTireSize(value);
  if (!target) return [];
  const targetDiameter = overallDiameterInches(target);
  return sizes
    .flatMap((candidate) => {
      const parsed = parseTireSize(candidate);
      if (!parsed) return [];
      const diff = ((overallDiameterInches(parsed) - targetDiameter) / targetDiameter) * 100;
      return Math.abs(diff) <= tolerancePercent ? [{ size: candidate, diameterDiffPercent: round(diff, 1) }] : [];
    })
    .sort(
      (a, b) =>
        Math.abs(a.diameterDiffPercent) - Math.abs(b.diameterDiffPercent) || a.size.localeCompare(b.size),
    );
}
