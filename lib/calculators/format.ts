/**
 * Numbers as the calculators write them, in their results and in their messages: one place, so a figure reads the
 * same in a verdict, a table and a field's error.
 */

import { formatDecimal } from '@/lib/number-format';

/** `value` with exactly `digits` decimals, grouped ('1,234.5'). */
export const formatNumber = (value: number, digits = 0) =>
  formatDecimal(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** An input's bound in its message: without grouping below 10,000 ('1000 miles') and with it above ('200,000'). */
export const formatBound = (value: number) => formatDecimal(value, { useGrouping: value >= 10_000 });

/** A number the visitor typed, as typed: 2.5 stays 2.5 (never rounded to 3), 100 stays 100. */
export const formatTyped = (value: number) => formatDecimal(value, { maximumFractionDigits: 6 });
