/**
 * @jest-environment node
 */
import { Ticks, type Tick } from 'chart.js';
import { tickLabel } from '@/components/charts/tick-label';

// Chart.js's own formatter, as a value axis calls it with the site's options (no locale, no tick format set).
const chartJs = (value: number, ticks: Tick[]) =>
  Ticks.formatters.numeric.call({ chart: { options: {} }, options: { ticks: {} } } as never, value, 0, ticks);

// Axes the charts draw: miles, kWh, percentages and efficiency, stepped as chart.js picks its ticks.
const AXES: [number, number, number][] = [
  [0, 400, 50],
  [0, 1200, 200],
  [0, 100, 10],
  [70, 100, 5],
  [2.5, 4.5, 0.5],
  [3, 4, 0.1],
  [0, 0.3, 0.05],
  [0, 25_000, 5000],
  [-10, 10, 2.5],
];

describe('a value axis’s ticks', () => {
  it.each(AXES)('read as chart.js writes them from %d to %d by %d', (from, to, step) => {
    const ticks: Tick[] = [];
    for (let value = from; value <= to + step / 1000; value += step)
      ticks.push({ value: Math.round(value * 1e6) / 1e6 });
    expect(ticks.map((tick) => tickLabel(tick.value, ticks))).toEqual(
      ticks.map((tick) => chartJs(tick.value, ticks)),
    );
  });
});
