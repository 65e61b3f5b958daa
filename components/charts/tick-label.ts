import { formatDecimal } from '@/lib/number-format';

/**
 * A value axis's tick as chart.js's own numeric formatter writes it (as many decimals as the step between ticks
 * needs: 0, 0.5, 1.0, 1.5), without the Intl formatter it builds: drawing a chart would otherwise set up ICU, about
 * 20 ms of the main thread (decision 0496).
 */
export function tickLabel(value: number, ticks: readonly { value: number }[]): string {
  if (value === 0) return '0';
  let step = value;
  if (ticks.length > 1) {
    step = ticks.length > 3 ? ticks[2]!.value - ticks[1]!.value : ticks[1]!.value - ticks[0]!.value;
    if (Math.abs(step) >= 1 && value !== Math.floor(value)) step = value - Math.floor(value);
  }
  const order = Math.log10(Math.abs(step));
  const digits = Number.isNaN(order) ? 1 : Math.max(Math.min(-Math.floor(order), 20), 0);
  return formatDecimal(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
