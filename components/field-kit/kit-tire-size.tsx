import { useId, useState } from 'react';
import { TireSizeExplainer } from '@/components/tires/tire-size-explainer';
import { normalizeTireSize } from '@/lib/tires/size';

/**
 * Tire size arithmetic in the kit: a size typed as on the sidewall, read by the same code as the tire pages
 * (lib/tires/size.ts) into its width, sidewall height, wheel and overall diameter.
 */
export function KitTireSize() {
  const id = useId();
  const [typed, setTyped] = useState('235/45R18');
  const size = normalizeTireSize(typed);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Tire size arithmetic
      </h2>
      <label htmlFor={id} className="mt-3 block text-sm font-medium">
        Tire size (as on the sidewall)
      </label>
      <input
        id={id}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="mt-1 w-full max-w-xs rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
      />
      <div className="mt-4">{size ? <TireSizeExplainer size={size} /> : <p role="status">Type a size such as 235/45R18.</p>}</div>
    </section>
  );
}
