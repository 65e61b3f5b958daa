import { BadgeCheck as BadgeCheckNode, Zap as ZapNode } from 'lucide';
import { lucideIcon } from '@/components/ui/icon';

const BadgeCheck = lucideIcon(BadgeCheckNode);
const Zap = lucideIcon(ZapNode);

export function EvBadge({ label = 'EV-Rated' }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
      <Zap className="size-3" aria-hidden />
      {label}
    </span>
  );
}

export function OemBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800 dark:bg-sky-900/50 dark:text-sky-100">
      <BadgeCheck className="size-3" aria-hidden />
      OEM
    </span>
  );
}
