import { ChartDataTable } from '@/components/charts/chart-data-table';
import { LazyLineChart } from '@/components/charts/lazy-charts';
import {
  BATTERY_CONSTANTS,
  capacityProjection,
  type BatteryOptions,
  type BatteryResult,
} from '@/lib/calculators/battery';
import { formatMiles, formatNumber, formatPercent } from '@/components/calculators/format';
import { cardClass, RESULT_ID } from '@/components/calculators/ui';

const RATING_COLORS: Record<BatteryResult['rating'], string> = {
  Excellent: 'bg-emerald-600',
  'Very Good': 'bg-emerald-500',
  Good: 'bg-lime-500',
  Fair: 'bg-amber-500',
  Poor: 'bg-orange-600',
  Critical: 'bg-red-600',
};

const PROJECTION_YEARS = 15;

export function BatteryResults({ result, options }: { result: BatteryResult; options: BatteryOptions }) {
  const projection = capacityProjection(result.annualMileage, PROJECTION_YEARS, options);
  const warranty = projection.map((point) =>
    point.ageYears <= BATTERY_CONSTANTS.warrantyYears ? BATTERY_CONSTANTS.warrantyCapacityPercent : null,
  );
  const impacts = [
    {
      name: 'Age',
      value: `${result.ageYears} ${result.ageYears === 1 ? 'year' : 'years'}`,
      impact: result.impacts.age,
    },
    { name: 'Mileage', value: formatMiles(result.mileage), impact: result.impacts.mileage },
    {
      name: 'Charging',
      value: `${formatNumber(result.chargesPerYear, 1)} full charges a year`,
      impact: result.impacts.charging,
    },
  ];
  const moreThanAverage = result.chargesPerYear > result.averageDriverChargesPerYear;
  return (
    <div id={RESULT_ID} className="space-y-6" data-testid="battery-results">
      <section className={cardClass} aria-labelledby="health-title">
        <h2 id="health-title" className="text-lg font-semibold">
          Battery health
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p className="text-4xl font-bold tabular-nums" data-testid="capacity-percent">
            {formatPercent(result.remainingCapacityPercent)}
          </p>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold text-white ${RATING_COLORS[result.rating]}`}
            data-testid="battery-rating"
          >
            {result.rating}
          </span>
        </div>
        <div
          className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(result.remainingCapacityPercent * 10) / 10}
          aria-label="Remaining battery capacity"
        >
          <div
            className={`h-full ${RATING_COLORS[result.rating]}`}
            style={{ width: `${result.remainingCapacityPercent}%` }}
          />
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-4">
          <Stat label="Original range" value={formatMiles(result.originalRangeMiles)} />
          <Stat label="Current range" value={formatMiles(result.currentRangeMiles)} testId="current-range" />
          <Stat
            label="Degradation"
            value={formatPercent(result.degradationPercent)}
            testId="degradation-percent"
          />
          <Stat label="Capacity" value={formatPercent(result.remainingCapacityPercent)} />
        </dl>
      </section>

      <section className={cardClass} aria-labelledby="impact-title">
        <h2 id="impact-title" className="text-lg font-semibold">
          Usage impact
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {impacts.map((entry) => (
            <li key={entry.name} className="rounded-lg bg-slate-50 p-4 dark:bg-slate-900">
              <p className="text-sm font-medium">{entry.name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{entry.value}</p>
              <p className="mt-2 text-sm font-semibold">
                {entry.impact.label}{' '}
                <span className="font-normal text-slate-500">(level {entry.impact.level} of 5)</span>
              </p>
              <div className="mt-1 flex gap-1" aria-hidden>
                {[1, 2, 3, 4, 5].map((step) => (
                  <span
                    key={step}
                    className={`h-1.5 flex-1 rounded ${step <= entry.impact.level ? 'bg-brand-600' : 'bg-slate-200 dark:bg-slate-800'}`}
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        className={cardClass}
        aria-labelledby="charging-analysis-title"
        data-testid="charging-analysis"
      >
        <h2 id="charging-analysis-title" className="text-lg font-semibold">
          Charging analysis
        </h2>
        <p className="mt-2 text-sm">
          You drive about <strong>{formatMiles(result.annualMileage)}</strong> a year, or{' '}
          <strong>{formatNumber(result.chargesPerYear, 1)}</strong> full charges. An average driver (
          {formatMiles(BATTERY_CONSTANTS.averageDriverMilesPerYear)} a year) needs{' '}
          <strong>{formatNumber(result.averageDriverChargesPerYear, 1)}</strong> in this car, so you charge{' '}
          {moreThanAverage ? 'more' : 'no more'} than average.
        </p>
      </section>

      <section className={cardClass} aria-labelledby="projection-title">
        <h2 id="projection-title" className="text-lg font-semibold">
          Projected capacity
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          At {formatMiles(result.annualMileage)} a year and {formatNumber(result.yearlyDegradationPercent, 1)}
          % a year of age, against a common warranty of {BATTERY_CONSTANTS.warrantyCapacityPercent}% for{' '}
          {BATTERY_CONSTANTS.warrantyYears} years.
        </p>
        <div className="mt-4">
          <LazyLineChart
            labels={projection.map((point) => String(point.ageYears))}
            series={[
              {
                label: 'Estimated capacity (%)',
                values: projection.map((point) => Math.round(point.capacityPercent * 10) / 10),
                color: '#059669',
              },
              {
                label: 'Warranty minimum (70% for 8 years)',
                values: warranty,
                color: '#dc2626',
                dashed: true,
              },
            ]}
            xTitle="Battery age (years)"
            yTitle="Capacity (%)"
            yMin={0}
            yMax={100}
            summary={`Estimated capacity falls to ${formatPercent(projection.at(-1)?.capacityPercent ?? 0)} after ${PROJECTION_YEARS} years`}
          />
        </div>
        <ChartDataTable
          caption="Projected capacity by battery age"
          headers={['Age (years)', 'Estimated capacity', 'Warranty minimum']}
          rows={projection.map((point, index) => [
            String(point.ageYears),
            formatPercent(point.capacityPercent),
            warranty[index] === null ? '—' : formatPercent(BATTERY_CONSTANTS.warrantyCapacityPercent, 0),
          ])}
        />
      </section>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
