/**
 * Numbers as the calculators write them, in their results and in their messages: one place, so a figure reads the
 * same in a verdict, a table and a field's error.
 */

/** One formatter per number of decimals: `toLocaleString` with options builds a new one on every call (about 50 µs). */
const fixed = new Map<number, Intl.NumberFormat>();

/** `value` with exactly `digits` decimals, grouped ('1,234.5'). */
export function formatNumber(value: number, digits = 0): string {
  let format = fixed.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    fixed.set(digits, format);
  }
  return format.format(value);
}

/** An input's bound in its message: without grouping below 10,000 ('1000 miles') and with it above ('200,000'). */
export const formatBound = (value: number) => value.toLocaleString('en-US', { useGrouping: value >= 10_000 });

const typed = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** A number the visitor typed, as typed: 2.5 stays 2.5 (never rounded to 3), 100 stays 100. */
export const formatTyped = (value: number) => typed.format(value);
