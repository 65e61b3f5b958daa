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
