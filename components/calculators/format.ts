import { formatNumber, formatTyped } from '@/lib/calculators/format';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatUsd = (value: number) => usd.format(value);
export const formatUsdWhole = (value: number) => usdWhole.format(value);
export { formatNumber };
export const formatMiles = (value: number, digits = 0) => `${formatNumber(value, digits)} mi`;
/** A trip distance as the visitor typed it ("2.5 mi"). */
export const formatTripMiles = (value: number) => `${formatTyped(value)} mi`;
export const formatPercent = (value: number, digits = 1) => `${formatNumber(value, digits)}%`;
export const formatKg = (value: number) => `${formatNumber(value, 1)} kg`;

/** "Aug 1, 2026" for a YYYY-MM-DD or ISO date, in UTC so server and browser agree. */
export function formatDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
