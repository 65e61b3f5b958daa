import Link from 'next/link';
import { clsx } from 'clsx';
import { LEAD_FILTERS, type LeadCounts, type LeadFilter } from '@/lib/admin/installer-leads';

/** The site's filter buttons (All, Pending, Approved, Rejected), each with its count; the filter is in the URL. */
export function LeadFilterBar({ active, counts }: { active: LeadFilter; counts: LeadCounts }) {
  return (
    <nav aria-label="Filter applications" className="mt-6 flex flex-wrap gap-2">
      {LEAD_FILTERS.map((filter) => (
        <Link
          key={filter.id}
          href={filter.id === 'all' ? '/admin/installer-leads' : `/admin/installer-leads?status=${filter.id}`}
          aria-current={filter.id === active ? 'page' : undefined}
          className={clsx(
            'rounded-full px-4 py-1.5 text-sm font-medium ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            filter.id === active
              ? 'bg-brand-600 text-white ring-brand-600'
              : 'bg-white ring-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:ring-slate-700 dark:hover:bg-slate-800',
          )}
        >
          {filter.label} <span className="tabular-nums">({counts[filter.id]})</span>
        </Link>
      ))}
    </nav>
  );
}
