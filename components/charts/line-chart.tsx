'use client';

import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { canDrawCanvas } from '@/components/charts/canvas-support';
import { tickLabel } from '@/components/charts/tick-label';
import { formatDecimal } from '@/lib/number-format';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

interface LineSeries {
  label: string;
  values: (number | null)[];
  color: string;
  dashed?: boolean;
}

interface LineChartProps {
  labels: string[];
  series: LineSeries[];
  xTitle: string;
  yTitle: string;
  yMin?: number;
  yMax?: number;
  summary: string;
}

export function LineChart({ labels, series, xTitle, yTitle, yMin, yMax, summary }: LineChartProps) {
  if (!canDrawCanvas()) return null;
  return (
    <div className="relative h-72 w-full">
      <Line
        role="img"
        aria-label={summary}
        data={{
          labels,
          datasets: series.map((entry) => ({
            label: entry.label,
            data: entry.values,
            borderColor: entry.color,
            backgroundColor: entry.color,
            borderDash: entry.dashed ? [6, 4] : undefined,
            pointRadius: entry.dashed ? 0 : 3,
            tension: 0,
            spanGaps: false,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          responsive: true,
          plugins: {
            legend: { display: series.length > 1 },
            // Chart.js's default label would build an Intl formatter on the first hover; the same text without it.
            tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatDecimal(Number(item.raw))}` } },
          },
          scales: {
            x: { title: { display: true, text: xTitle } },
            y: {
              min: yMin,
              max: yMax,
              title: { display: true, text: yTitle },
              ticks: { callback: (value, _, ticks) => tickLabel(Number(value), ticks) },
            },
          },
        }}
      />
    </div>
  );
}
