'use client';

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { canDrawCanvas } from '@/components/charts/canvas-support';
import { tickLabel } from '@/components/charts/tick-label';
import { charsPerLine, wrapLabel } from '@/components/charts/wrap-label';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

interface BarChartProps {
  labels: string[];
  values: number[];
  colors: string[];
  /** Axis maximum (the range tool uses 110 % of the largest value). */
  max: number;
  unit: string;
  /** Short text for screen readers; the full data is in the table beside the chart. */
  summary: string;
}

export function BarChart({ labels, values, colors, max, unit, summary }: BarChartProps) {
  if (!canDrawCanvas()) return null;
  return (
    <div className="relative h-72 w-full">
      <Bar
        role="img"
        aria-label={summary}
        data={{ labels, datasets: [{ label: unit, data: values, backgroundColor: colors, borderRadius: 4 }] }}
        options={{
          indexAxis: 'y',
          maintainAspectRatio: false,
          responsive: true,
          // A label as wide as its axis would start at the canvas edge; the gap keeps its first letter whole.
          layout: { padding: { left: 4 } },
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (item) => `${Math.round(Number(item.raw))} ${unit}` } },
          },
          scales: {
            x: { min: 0, max, title: { display: true, text: unit }, ticks: { callback: (value, _, ticks) => tickLabel(Number(value), ticks) } },
            y: {
              ticks: {
                // Wrapped to the chart's width; the tooltip and the table beside the chart keep the full name.
                callback(value) {
                  return wrapLabel(this.getLabelForValue(Number(value)), charsPerLine(this.chart.width), 4);
                },
              },
            },
          },
        }}
      />
    </div>
  );
}
