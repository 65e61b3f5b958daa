import { formatKg, formatNumber } from '@/components/calculators/format';
import { RANGE_CONSTANTS, type RangeResult } from '@/lib/calculators/range';

/** The eGRID edition the regional table carries (docs/product/range-tool.md § Figures and their sources). */
const EGRID = { edition: 'eGRID2023', dataYear: 2023 } as const;

const boxClass = 'rounded-lg border border-slate-200 p-3 dark:border-slate-800';
const labelClass = 'text-sm text-slate-600 dark:text-slate-400';
const saves = (kg: number) => `${kg >= 0 ? 'saves' : 'adds'} ${formatKg(Math.abs(kg))}`;

/**
 * The EV's CO2 for the trip as two labelled answers to one question: the site's fixed factor and the chosen
 * state's grid, side by side, each saying what it is, so that neither reads as a correction of the other.
 */
export function Co2Comparison({
  result,
  evName,
  distance,
}: {
  result: RangeResult;
  evName: string;
  distance: string;
}) {
  const state = result.region.state;
  const grid = result.region.gridCo2LbPerMwh;
  if (result.evCo2KgFlat === null)
    return <p className="mt-2 text-sm">The {evName}’s CO2 is not shown: its energy use is not published.</p>;
  const gas = result.averageGasCo2Kg;
  return (
    <div className="mt-2" data-testid="co2-comparison">
      <p className="text-sm">The {evName}’s CO2 for {distance}, by two measures of the electricity:</p>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        <div className={boxClass} data-testid="co2-site">
          <dt className={labelClass}>
            This site’s figure: {formatNumber(RANGE_CONSTANTS.co2KgPerKwh, 1)} kg per kWh, the same in every state
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">{formatKg(result.evCo2KgFlat)}</dd>
        </div>
        <div className={boxClass} data-testid="co2-grid">
          <dt className={labelClass}>
            {state}’s grid: EPA {EGRID.edition} ({EGRID.dataYear} data)
            {grid === null ? '' : `, ${formatNumber(grid, 1)} lb per MWh`}
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            {result.evCo2KgGrid === null ? 'Not published' : formatKg(result.evCo2KgGrid)}
          </dd>
        </div>
      </dl>
      {gas !== null && (
        <p className="mt-2 text-sm" data-testid="co2-gas">
          A comparable gas vehicle emits about <strong>{formatKg(gas)}</strong> ({RANGE_CONSTANTS.co2KgPerGallon}{' '}
          kg per gallon), so driving electric {saves(gas - result.evCo2KgFlat)} by this site’s figure
          {result.evCo2KgGrid === null ? '' : ` and ${saves(gas - result.evCo2KgGrid)} on ${state}’s grid`}.
        </p>
      )}
    </div>
  );
}
