import { useId, useState } from 'react';
import { calculateTire, TIRE_WARNINGS } from '@/lib/calculators/tire-pressure';

const field = 'mt-1 w-full max-w-[10rem] rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900';

/**
 * The RangeBoost estimate in the kit, computed on the device by the online calculator's own function
 * (lib/calculators/tire-pressure.ts). Offline there is no vehicle table to choose from: the EPA range is typed.
 */
export function KitTirePressure() {
  const id = useId();
  const [values, setValues] = useState({ range: '250', current: '32', target: '38' });
  const [range, current, target] = [values.range, values.current, values.target].map(Number) as [number, number, number];
  const ready = range > 0 && current > 0 && target > current;
  const result = ready ? calculateTire({ epaRangeMiles: range }, current, target) : undefined;
  const input = (key: keyof typeof values, label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        inputMode="decimal"
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        className={field}
      />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Tire pressure and range
      </h2>
      <div className="mt-3 flex flex-wrap gap-4">
        {input('range', 'EPA range (miles)')}
        {input('current', 'Current pressure (PSI)')}
        {input('target', 'Target pressure (PSI)')}
      </div>
      <div role="status" className="mt-4">
        {result ? (
          <>
            <p>
              About {result.gainPercent.toFixed(1)} % more efficient: {result.rangeIncreaseMiles.toFixed(1)} more miles, {result.newRangeMiles.toFixed(0)} in all.
            </p>
            {result.lowPressure && <p className="mt-1 font-semibold">{TIRE_WARNINGS.lowPressure}</p>}
            {result.capped && <p className="mt-1 font-semibold">{TIRE_WARNINGS.capped}</p>}
          </>
        ) : (
          <p>Type the range and a target pressure above the current one.</p>
        )}
      </div>
    </section>
  );
}
