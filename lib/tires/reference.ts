/**
 * The tire and vehicle reference tables (docs/product/limits.md §7), shared by the tire page, the vehicle
 * page and the directory. Pure functions: no React, no I/O.
 */

import { formatDecimal } from '@/lib/number-format';

const LOAD_INDEX_LBS: Readonly<Record<number, number>> = {
  90: 1323,
  91: 1356,
  92: 1389,
  93: 1433,
  94: 1477,
  95: 1521,
  96: 1565,
  97: 1609,
  98: 1653,
  99: 1709,
  100: 1764,
  101: 1819,
  102: 1874,
  103: 1929,
  104: 1984,
  105: 2039,
  106: 2094,
  107: 2149,
  108: 2205,
  109: 2271,
  110: 2337,
};

/** Load per tire in lbs, or 'Unknown' outside the site's table. */
export function formatLoad(index: number): string {
  const lbs = LOAD_INDEX_LBS[index];
  return lbs === undefined ? 'Unknown' : `${formatDecimal(lbs)} lbs per tire`;
}

/** The speed rating scale in order (the position drives the speed band). */
export const SPEED_SCALE = [
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'H',
  'V',
  'W',
  'Y',
  '(Y)',
  'ZR',
] as const;
type SpeedRating = (typeof SPEED_SCALE)[number];

/** Maximum speed in mph; '(Y)' and 'ZR' are open-ended ("186+", "149+"). */
const SPEED_CODES: Readonly<Record<SpeedRating, { mph: number; open: boolean }>> = {
  L: { mph: 75, open: false },
  M: { mph: 81, open: false },
  N: { mph: 87, open: false },
  P: { mph: 93, open: false },
  Q: { mph: 99, open: false },
  R: { mph: 106, open: false },
  S: { mph: 112, open: false },
  T: { mph: 118, open: false },
  U: { mph: 124, open: false },
  H: { mph: 130, open: false },
  V: { mph: 149, open: false },
  W: { mph: 168, open: false },
  Y: { mph: 186, open: false },
  '(Y)': { mph: 186, open: true },
  ZR: { mph: 149, open: true },
};

export function isSpeedRating(value: string): value is SpeedRating {
  return (SPEED_SCALE as readonly string[]).includes(value);
}

const MPH_TO_KMH = 1.609344;

/** "149 mph (240 km/h)", "186+ mph (299+ km/h)", or 'Unknown' for a code outside the scale. */
export function formatSpeed(code: string): string {
  if (!isSpeedRating(code)) return 'Unknown';
  const { mph, open } = SPEED_CODES[code];
  const plus = open ? '+' : '';
  return `${mph}${plus} mph (${Math.round(mph * MPH_TO_KMH)}${plus} km/h)`;
}

export const ROLLING_RESISTANCE_LABELS = {
  A: 'excellent',
  B: 'very good',
  C: 'good',
  D: 'average',
  E: 'below average',
  F: 'poor',
} as const;
type RollingResistance = keyof typeof ROLLING_RESISTANCE_LABELS;

/** The EU tyre label's wet grip classes, A (shortest braking distance on a wet road) to E. */
export const WET_GRIP_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

export const NOT_RATED = 'Not rated';

function isGrade(value: string | null | undefined): value is RollingResistance {
  return value != null && value in ROLLING_RESISTANCE_LABELS;
}

/** "A (excellent)", or 'Not rated' when no grade is published. */
export function rollingResistanceText(grade: string | null | undefined): string {
  return isGrade(grade) ? `${grade} (${ROLLING_RESISTANCE_LABELS[grade]})` : NOT_RATED;
}

export function noiseBand(db: number | null | undefined): string {
  if (db == null || !Number.isFinite(db)) return NOT_RATED;
  if (db < 68) return 'very quiet';
  if (db < 70) return 'quiet';
  if (db < 72) return 'moderate';
  if (db < 74) return 'noisy';
  return 'very noisy';
}

export function loadBand(index: number): 'low' | 'standard' | 'good' | 'excellent' {
  if (index < 95) return 'low';
  if (index < 100) return 'standard';
  if (index < 105) return 'good';
  return 'excellent';
}

/** Band by position in the speed scale; null for an unknown code. */
export function speedBand(code: string): 'low' | 'standard' | 'high' | 'ultra high' | null {
  const position = (SPEED_SCALE as readonly string[]).indexOf(code);
  if (position === -1) return null;
  if (position < 5) return 'low';
  if (position < 8) return 'standard';
  if (position < 11) return 'high';
  return 'ultra high';
}

const EFFICIENCY_WIDTHS: Readonly<Record<RollingResistance, number>> = {
  A: 100,
  B: 85,
  C: 70,
  D: 55,
  E: 40,
  F: 25,
};

const clampPercent = (value: number) => Math.max(0, Math.min(100, value));

/**
 * Rating bar widths in percent. null means "no data": the page shows 'Not rated' rather than a bar,
 * because a bar drawn from nothing would read as a measurement.
 */
export const barWidths = {
  efficiency(grade: string | null | undefined): number | null {
    return isGrade(grade) ? EFFICIENCY_WIDTHS[grade] : null;
  },
  noise(db: number | null | undefined): number | null {
    if (db == null || !Number.isFinite(db)) return null;
    return clampPercent(100 - 5 * Math.max(0, db - 65));
  },
  load(index: number): number {
    return clampPercent(Math.round((index / 120) * 100));
  },
  /** Not a spec formula: the position in the 15-step scale, so the Speed bar sits beside the others. */
  speed(code: string): number | null {
    const position = (SPEED_SCALE as readonly string[]).indexOf(code);
    return position === -1 ? null : Math.round(((position + 1) / SPEED_SCALE.length) * 100);
  },
};

/** Tips the product description lists (§9). */
export const TIRE_TIPS = [
  'Rotate tires every 6,000-8,000 miles: EV torque and weight wear the driven axle faster.',
  'EV tires (low rolling resistance, reinforced for the weight, foam-lined for noise) improve range by 5-10%.',
  'Keep the load index and speed rating at or above the vehicle minimum shown on this page.',
  'Check pressure monthly when the tires are cold; the placard on the driver door jamb gives the value.',
] as const;
