import { AlertTriangle as AlertTriangleNode } from 'lucide';
import { PANEL_CONSTANTS } from '@/lib/calculators/panel-check';
import { lucideIcon } from '@/components/ui/icon';

const AlertTriangle = lucideIcon(AlertTriangleNode);

/** What the panel check is and is not (docs/product/panel-check.md § Honesty). */
export function PanelCheckNotice() {
  return (
    <section
      aria-labelledby="panel-check-notice"
      data-testid="panel-notice"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="panel-check-notice" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4" aria-hidden />
        An estimate, not a permit-ready calculation
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          It follows the {PANEL_CONSTANTS.edition} (National Electrical Code), Article 220: 220.83 for an
          existing dwelling, 220.87 for measured demand, 220.57 for the charger, with 625.41, 210.20(A) and
          240.6(A) for its breaker.
        </li>
        <li>
          Your local code edition, its amendments and the inspector decide; many places still enforce an older
          edition. The utility may have its own rules for services and chargers.
        </li>
        <li>
          It does not check the panel’s condition, its bus rating or whether it has free breaker spaces.
        </li>
        <li>
          A licensed electrician confirms the calculation and designs the circuit before any work starts.
        </li>
      </ul>
    </section>
  );
}
