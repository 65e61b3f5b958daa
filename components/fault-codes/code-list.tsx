import { Link } from '@/components/ui/site-link';
import type { FaultCodeSummary } from '@/lib/fault-codes/types';

/** Codes with their titles, each linked to its page; high-voltage codes are marked in words, not by colour alone. */
export function CodeList({ codes, label }: { codes: readonly FaultCodeSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-800">
      {codes.map((code) => (
        <li key={code.code}>
          <Link
            href={`/fault-codes/${code.code}`}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2.5 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-900"
          >
            <span className="font-mono font-semibold text-brand-700 dark:text-brand-300">{code.code}</span>
            <span className="min-w-0 flex-1">{code.title}</span>
            {code.highVoltage && (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
                High voltage
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
