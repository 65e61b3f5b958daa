/**
 * @jest-environment node
 */
import {
  formatDecimal,
  formatDollars,
  formatMonthYear,
  formatShortDate,
  type DecimalOptions,
} from '@/lib/number-format';

// Figures of every size the site writes, the halves where rounding could differ, and values read from random bits.
function values(): number[] {
  const out = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.125,
    0.005,
    1.005,
    1.045,
    2.675,
    999.9995,
    1000,
    9999.5,
    10_000,
    123_456.789,
    1e6 - 0.0004,
    6e20,
  ];
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 4000; i++) {
    const scale = 10 ** Math.floor(random() * 9 - 3);
    const value = (random() - 0.3) * scale;
    out.push(value, Math.round(value * 1000) / 1000, Math.round(value * 200) / 200);
  }
  return out;
}

const OPTIONS: DecimalOptions[] = [
  {},
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 3, maximumFractionDigits: 3 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 6 },
  { useGrouping: false },
];

describe('numbers written without Intl', () => {
  it.each(OPTIONS.map((options) => [JSON.stringify(options), options] as const))(
    'reads as Intl writes it with %s',
    (_, options) => {
      const intl = new Intl.NumberFormat('en-US', options);
      const differ = values().filter((value) => formatDecimal(value, options) !== intl.format(value));
      expect(differ.map((value) => [value, formatDecimal(value, options), intl.format(value)])).toEqual([]);
    },
  );

  it('writes dollars as the currency format does, cents or whole', () => {
    const cents = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const differ = values().filter(
      (value) =>
        formatDollars(value) !== cents.format(value) || formatDollars(value, 0) !== whole.format(value),
    );
    expect(differ).toEqual([]);
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(-3.1)).toBe('-$3.10');
  });

  it('writes each month of a date as Intl does, in UTC', () => {
    const short = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const long = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 30));
        expect(formatShortDate(date)).toBe(short.format(date));
        expect(formatMonthYear(date)).toBe(long.format(date));
      }
    }
    expect(formatShortDate(new Date('2026-08-01T00:00:00Z'))).toBe('Aug 1, 2026');
  });
});
