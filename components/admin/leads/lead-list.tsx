import { LeadCard } from '@/components/admin/leads/lead-card';
import type { LeadReviewActions } from '@/components/admin/leads/lead-review';
import type { InstallerLead, LeadFilter } from '@/lib/admin/installer-leads';

/** The applications of the chosen filter, newest first, or what to expect when there are none. */
export function LeadList({ leads, filter, actions }: { leads: InstallerLead[]; filter: LeadFilter; actions: LeadReviewActions }) {
  if (leads.length === 0) {
    return (
      <p className="mt-6 rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
        {filter === 'all' ? 'No applications yet. They arrive from /installers/join.' : `No ${filter} applications.`}
      </p>
    );
  }
  return (
    <ul className="mt-6 space-y-4" aria-label="Installer applications">
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} actions={actions} />
      ))}
    </ul>
  );
}
