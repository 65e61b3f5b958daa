import { Gauge as GaugeNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { buttonVariants } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const Gauge = lucideIcon(GaugeNode);

export function CalculatorPromo() {
  return (
    <aside className="mt-10 flex flex-col gap-4 rounded-xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Gauge className="mt-1 size-6 shrink-0 text-brand-500" aria-hidden />
        <div>
          <h2 className="font-semibold">Get more range from the tires you have</h2>
          <p className="text-sm text-slate-300">
            RangeBoost shows how much range the right tire pressure adds for your EV.
          </p>
        </div>
      </div>
      <Link
        href="/tire-calculator"
        className={buttonVariants()}
      >
        Open the Tire Calculator
      </Link>
    </aside>
  );
}
