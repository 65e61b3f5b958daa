import {
  BatteryCharging as BatteryChargingNode,
  Cpu as CpuNode,
  PlugZap as PlugZapNode,
  ShieldAlert as ShieldAlertNode,
} from 'lucide';
import { Link } from '@/components/ui/site-link';
import { lucideIcon } from '@/components/ui/icon';

const BatteryCharging = lucideIcon(BatteryChargingNode);
const Cpu = lucideIcon(CpuNode);
const PlugZap = lucideIcon(PlugZapNode);
const ShieldAlert = lucideIcon(ShieldAlertNode);

/** The four categories the product description links from the article and video sidebars. */
const POPULAR_TOPICS = [
  { id: 'battery', name: 'Battery', icon: BatteryCharging },
  { id: 'charging', name: 'Charging', icon: PlugZap },
  { id: 'diagnostics', name: 'Diagnostics', icon: Cpu },
  { id: 'safety', name: 'Safety', icon: ShieldAlert },
] as const;

export function PopularTopics({ title = 'Popular Topics' }: { title?: string }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-3 space-y-1">
        {POPULAR_TOPICS.map(({ id, name, icon: Icon }) => (
          <li key={id}>
            <Link href={`/category/${id}`} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-900">
              <Icon className="size-4 text-brand-600" aria-hidden />
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
