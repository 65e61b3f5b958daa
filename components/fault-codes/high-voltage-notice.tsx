import { AlertTriangle as AlertTriangleNode } from 'lucide';
import { lucideIcon } from '@/components/ui/icon';

const AlertTriangle = lucideIcon(AlertTriangleNode);

/** The notice on every code that concerns the high-voltage system (docs/product/fault-codes.md § Safety notice). */
export function HighVoltageNotice() {
  return (
    <aside
      aria-labelledby="high-voltage-notice"
      className="flex gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <h2 id="high-voltage-notice" className="font-semibold">
          High-voltage system
        </h2>
        <p className="mt-1">
          Only trained people with insulated tools and PPE work on the high-voltage system. Follow the maker’s de-energising procedure
          before any work on it.
        </p>
      </div>
    </aside>
  );
}
