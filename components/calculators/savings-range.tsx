import { formatMiles, formatUsd } from '@/components/calculators/format';
import { gasVehicleLabel, type RangeResult } from '@/lib/calculators/range';
import { savingsSpread, savingsSpreadText } from '@/lib/calculators/savings';
import { cardClass } from '@/components/calculators/ui';

const signed = (value: number) => (value < 0 ? `−${formatUsd(-value)}` : formatUsd(value));

/**
 * The savings against each comparable gas vehicle beside the bubble's average (docs/product/range-tool.md
 * § Savings), so that a buyer weighing one of them reads its own figure.
 */
export function SavingsRange({ result }: { result: RangeResult }) {
  const spread = savingsSpread(result);
  if (!spread) return null;
  const distance = formatMiles(result.distanceMiles);
  return (
    <section className={cardClass} data-testid="savings-range" aria-labelledby="savings-range-title">
      <h2 id="savings-range-title" className="text-lg font-semibold">
        Savings against each comparable gas vehicle
      </h2>
      <p className="mt-2 text-sm">
        Charging at home instead saves {savingsSpreadText(spread, distance, formatUsd)}.
        {spread.leastUsd < 0 ? ' A negative figure means home charging costs more than that vehicle.' : ''}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Gas vehicle
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Its cost for {distance}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Saved at home
              </th>
            </tr>
          </thead>
          <tbody>
            {spread.each.map((entry) => (
              <tr key={entry.vehicle.id} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {gasVehicleLabel(entry.vehicle)}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{formatUsd(entry.costUsd)}</td>
                <td className="py-1 text-right tabular-nums">{signed(entry.savingsUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
