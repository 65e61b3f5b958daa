/**
 * Numbers, dollars and dates written as `Intl`'s en-US formats write them, without `Intl`. A page's first `Intl`
 * formatter costs about 20 ms of the main thread while ICU sets itself up (80 ms on the 4× slower phone Lighthouse
 * models), and every tool and list page paid it while hydrating, for text that is always en-US (decision 0496).
 * `tests/unit/number-format.test.ts` checks each function against `Intl` over many values.
 */

export interface DecimalOptions {
  minimumFractionDigits?: number;
  /** Intl's default for a plain number: 3, or the minimum when that is larger. */
  maximumFractionDigits?: number;
  useGrouping?: boolean;
}

/**
 * The shortest decimal digits that read back as `abs` (what `String` writes, as ICU starts from) and where the
 * point falls among them: 1.45 is { digits: '145', point: 1 }, 1.5e-7 is { digits: '15', point: -6 }.
 */
function shortestDigits(abs: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = `${whole}${fraction}`;
  const leading = digits.length - digits.replace(/^0+/, '').length;
  return { digits: digits.slice(leading) || '0', point: whole.length + Number(exponent) - leading };
}

/** Adds one to the last digit, carrying; '999' becomes '1000'. */
const increment = (digits: string) => (BigInt(digits) + 1n).toString().padStart(digits.length, '0');

/** `value` as `new Intl.NumberFormat('en-US', options).format(value)` writes it ('1,234.5', '-0.25'). */
export function formatDecimal(value: number, options: DecimalOptions = {}): string {
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = options.maximumFractionDigits ?? Math.max(minimum, 3);
  const grouping = options.useGrouping ?? true;
  if (!Number.isFinite(value)) return value.toLocaleString('en-US');
  // Rounded half away from zero on the shortest decimal digits, as Intl does: 1.45 to one decimal is 1.5, although
  // the double nearest 1.45 lies just below it (which is why toFixed gives 1.4).
  let { digits, point } = shortestDigits(Math.abs(value));
  const kept = point + maximum;
  if (kept <= 0) {
    // Nothing kept: zero, or one unit of the last decimal shown (0.0006 to three decimals is 0.001).
    const up = kept === 0 && digits.charAt(0) >= '5';
    digits = up ? '1' : '0';
    point = up ? point + 1 : 1;
  } else if (digits.length > kept) {
    const carried = digits.charAt(kept) >= '5' ? increment(digits.slice(0, kept)) : digits.slice(0, kept);
    if (carried.length > kept) point += 1;
    digits = carried;
  }
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(point))
    .replace(/0+$/, '')
    .padEnd(minimum, '0');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole}${fraction ? `.${fraction}` : ''}`;
}

/** Dollars as Intl's en-US currency format writes them: '$1,234.56', '-$3.10'; `digits` 0 gives '$1,235'. */
export function formatDollars(value: number, digits: 0 | 2 = 2): string {
  const amount = formatDecimal(Math.abs(value), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}$${amount}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date as 'Aug 1, 2026' (en-US, month short, in UTC, so the server and every browser write the same). */
export const formatShortDate = (date: Date) =>
  `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

/** A month as 'June 2026' (en-US, in UTC). */
export const formatMonthYear = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
