import {
  overallDiameterInches,
  parseTireSize,
  plusSizeOptions,
  PLUS_SIZE_TOLERANCE_PERCENT,
} from '@/lib/tires/size';

const SHOWN = 12;

export function PlusSizeHelper({
  oemSize,
  wheelRange,
}: {
  oemSize: string;
  wheelRange: { min: number; max: number };
}) {
  const oe = parseTireSize(oemSize);
  if (!oe) return null;
  const options = plusSizeOptions(oemSize, wheelRange).slice(0, SHOWN);
  return (
    <section
      aria-labelledby="plus-size"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="plus-size" className="text-xl font-semibold">
        Plus-Size Helper
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Sizes on {wheelRange.min}–{wheelRange.max} inch wheels whose overall diameter is within ±
        {PLUS_SIZE_TOLERANCE_PERCENT}% of the OE {oemSize} ({overallDiameterInches(oe).toFixed(2)} in). The
        speedometer is calibrated for the OE size: a taller tire makes you faster than it shows. Check
        clearance, load index and the vehicle maker&apos;s approved sizes before fitting.
      </p>
      {options.length === 0 ? (
        <p className="mt-3 text-sm">
          No alternative sizes fall within ±{PLUS_SIZE_TOLERANCE_PERCENT}% on these wheels.
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Size
                </th>
                <th scope="col" className="py-2 pr-4">
                  Diameter
                </th>
                <th scope="col" className="py-2 pr-4">
                  Difference
                </th>
                <th scope="col" className="py-2">
                  True speed at 60 mph shown
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-900">
              {options.map((option) => (
                <tr key={option.size}>
                  <td className="py-2 pr-4 font-mono">{option.size}</td>
                  <td className="py-2 pr-4">{option.diameterInches.toFixed(2)} in</td>
                  <td className="py-2 pr-4">
                    {option.diameterDiffPercent > 0 ? '+' : ''}
                    {option.diameterDiffPercent.toFixed(2)}%
                  </td>
                  <td className="py-2">{option.actualAt60Mph.toFixed(1)} mph</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
