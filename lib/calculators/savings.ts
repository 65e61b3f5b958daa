/**
 * What the savings bubble rests on, spelled out (docs/product/range-tool.md § Savings): the bubble compares home
 * charging with the average of the comparable gas vehicles; a buyer weighing one of them needs its own cost and the
 * spread of the savings across them. Pure: no I/O, no React.
 */
import type { RangeResult } from '@/lib/calculators/range';

export interface SavingsAgainstOne {
  vehicle: RangeResult['gas'][number]['vehicle'];
  costUsd: number;
  /** Gas cost − home charging cost; negative where home charging costs more. */
  savingsUsd: number;
}

export interface SavingsSpread {
  each: SavingsAgainstOne[];
  leastUsd: number;
  mostUsd: number;
  /** Against the average gas cost: the bubble's figure (also when negative, where the bubble is not shown). */
  averageUsd: number;
}

/** Null without a home charging cost or a comparable gas vehicle. */
export function savingsSpread(result: Pick<RangeResult, 'homeCostUsd' | 'gas'>): SavingsSpread | null {
  const home = result.homeCostUsd;
  if (home === null || result.gas.length === 0) return null;
  const each = result.gas.map((entry) => ({
    vehicle: entry.vehicle,
    costUsd: entry.costUsd,
    savingsUsd: entry.costUsd - home,
  }));
  const savings = each.map((entry) => entry.savingsUsd);
  return {
    each,
    leastUsd: Math.min(...savings),
    mostUsd: Math.max(...savings),
    averageUsd: savings.reduce((sum, value) => sum + value, 0) / savings.length,
  };
}

const COUNT_WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six'];

/** "the three", "the two"; digits past the words. */
export const countWord = (count: number) => COUNT_WORDS[count] ?? String(count);

/**
 * The spread as one sentence, given the page's money and distance formats: "$3.17 to $14.60 for 100 mi, $10.45
 * against the average of the three". A negative figure keeps its sign: home charging costs more than that car.
 */
export function savingsSpreadText(
  spread: SavingsSpread,
  distance: string,
  formatUsd: (value: number) => string,
): string {
  const money = (value: number) => (value < 0 ? `−${formatUsd(-value)}` : formatUsd(value));
  if (spread.each.length === 1) return `${money(spread.averageUsd)} for ${distance} against the one comparable gas vehicle`;
  const span =
    money(spread.leastUsd) === money(spread.mostUsd)
      ? money(spread.leastUsd)
      : `${money(spread.leastUsd)} to ${money(spread.mostUsd)}`;
  return `${span} for ${distance}, ${money(spread.averageUsd)} against the average of the ${countWord(spread.each.length)}`;
}

/** The range chart's caption: how many of the gas comparables it draws, and why any are missing. */
export function tankCaption(gas: { label: string; rangeMiles: number | null }[]): string {
  const missing = gas.filter((entry) => entry.rangeMiles === null).map((entry) => entry.label);
  const total = gas.length;
  if (total === 0) return 'No comparable gas vehicle to draw.';
  const why = `no source we cite gives ${missing.length === 1 ? 'its' : 'their'} tank size (EPA publishes none)`;
  if (missing.length === 0)
    return total === 1
      ? 'Against a full tank of the one comparable gas vehicle.'
      : `Against a full tank of each of the ${countWord(total)} comparable gas vehicles.`;
  if (missing.length === total)
    return `No gas vehicle drawn: for ${total === 1 ? 'the one comparable' : `all ${countWord(total)} comparables`} (${missing.join(', ')}) ${why}, so only cost and mileage are shown.`;
  return `Against a full tank of ${countWord(total - missing.length)} of the ${countWord(total)} comparable gas vehicles; not drawn: ${missing.join(', ')}, as ${why}.`;
}
