import { formatNumber, formatTyped } from '@/lib/calculators/format';
import { formatDollars, formatShortDate } from '@/lib/number-format';

export const formatUsd = (value: number) => formatDollars(value);
export const formatUsdWhole = (value: number) => formatDollars(value, 0);
export { formatNumber };
export const formatMiles = (value: number, digits = 0) => `${formatNumber(value, digits)} mi`;
/** A trip distance as the visitor typed it ("2.5 mi"). */
export const formatTripMiles = (value: number) => `${formatTyped(value)} mi`;
export const formatPercent = (value: number, digits = 1) => `${formatNumber(value, digits)}%`;
export const formatKg = (value: number) => `${formatNumber(value, 1)} kg`;

/** "Aug 1, 2026" for a YYYY-MM-DD or ISO date, in UTC so server and browser agree. */
export const formatDate = (value: string) => formatShortDate(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
