import { Download as DownloadNode, ExternalLink as ExternalLinkNode } from 'lucide';
import Link from 'next/link';
import { clsx } from 'clsx';
import { formatDate } from '@/components/content/format-date';
import { LeadReview, type LeadReviewActions } from '@/components/admin/leads/lead-review';
import type { InstallerLead, NoticeChannel } from '@/lib/admin/installer-leads';
import { LISTING_TIERS } from '@/lib/installers/application';
import { lucideIcon } from '@/components/ui/icon';

const Download = lucideIcon(DownloadNode);
const ExternalLink = lucideIcon(ExternalLinkNode);

const STATUS_STYLE: Record<InstallerLead['status'], { badge: string; border: string }> = {
  pending: { badge: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200', border: 'border-l-amber-500' },
  approved: { badge: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200', border: 'border-l-green-600' },
  rejected: { badge: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200', border: 'border-l-red-600' },
};

const ADMIN_NOTICE: Record<NoticeChannel, string> = {
  email: 'You were notified by e-mail.',
  log: 'You were not e-mailed (SMTP is not configured); the notice is in the server log.',
  failed: 'The e-mail to you failed; the notice is in the server log.',
};

const APPLICANT_NOTICE: Record<NoticeChannel, string> = {
  email: 'The applicant was e-mailed the decision.',
  log: 'The applicant was not e-mailed (SMTP is not configured); the notice is in the server log.',
  failed: 'The e-mail to the applicant failed; tell them another way.',
};

const tierLabel = (tier: InstallerLead['listingTier']) => {
  const found = LISTING_TIERS.find((entry) => entry.id === tier);
  return found ? `${found.name}, ${found.price}` : tier;
};

/** Only links the site itself made (https or our own storage path) are rendered as links or images. */
const safeUrl = (url: string | null) => (url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

const list = (items: string[]) => (items.length > 0 ? items.join(', ') : 'None');

/** One application with every submitted field, its files, its review and, while pending, Approve and Reject. */
export function LeadCard({ lead, actions }: { lead: InstallerLead; actions: LeadReviewActions }) {
  const style = STATUS_STYLE[lead.status];
  const website = safeUrl(lead.website);
  const logo = safeUrl(lead.logoUrl);
  return (
    <li
      data-testid="lead-card"
      className={clsx('rounded-xl border-l-4 bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800', style.border)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- an uploaded file from our storage route, any size
            <img src={logo} alt={`Logo of ${lead.businessName}`} className="size-14 rounded-md object-contain ring-1 ring-slate-200 dark:ring-slate-700" />
          ) : null}
          <div>
            <h2 className="text-lg font-semibold">{lead.businessName}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Submitted <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time> · #{lead.id}
            </p>
          </div>
        </div>
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', style.badge)}>{lead.status}</span>
      </div>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Contact name">{lead.contactName}</Field>
        <Field label="Email">
          <a href={`mailto:${lead.email}`} className="text-brand-700 hover:underline dark:text-brand-500">
            {lead.email}
          </a>
        </Field>
        <Field label="Phone">
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline dark:text-brand-500">
            {lead.phone}
          </a>
        </Field>
        <Field label="Website">
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-brand-700 hover:underline dark:text-brand-500">
              {lead.website}
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          ) : (
            lead.website
          )}
        </Field>
        <Field label="Listing tier">{tierLabel(lead.listingTier)}</Field>
        <Field label="Installation types">{list(lead.installTypes)}</Field>
        <Field label={`States (${lead.states.length})`}>{list(lead.states)}</Field>
        <Field label="Certifications">{list(lead.certifications)}</Field>
        <Field label="Logo">
          {logo ? (
            <a href={logo} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline dark:text-brand-500">
              Open logo
            </a>
          ) : (
            'None uploaded'
          )}
          {logo && lead.listingTier === 'free' ? (
            <span className="block text-xs text-slate-500">Shown on Featured and Premium listings only.</span>
          ) : null}
        </Field>
        <Field label="Certification proof">
          {lead.hasCertificationProof ? (
            <a href={`/admin/installer-leads/proof/${lead.id}`} download className="inline-flex items-center gap-1 text-brand-700 hover:underline dark:text-brand-500">
              <Download className="size-3.5" aria-hidden />
              Download proof
            </a>
          ) : (
            'None uploaded'
          )}
        </Field>
      </dl>

      <div className="mt-3 text-sm">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Message</p>
        <p className="mt-0.5 whitespace-pre-wrap">{lead.message ?? 'No message.'}</p>
      </div>

      <div className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {lead.notification ? <p>{ADMIN_NOTICE[lead.notification]}</p> : null}
        {lead.reviewedAt ? (
          <p>
            {lead.status === 'approved' ? 'Approved' : 'Rejected'} <time dateTime={lead.reviewedAt}>{formatDate(lead.reviewedAt)}</time>.
            {lead.status === 'approved' && lead.installerId ? (
              <>
                {' '}
                <Link href="/installers" className="text-brand-700 hover:underline dark:text-brand-500">
                  View the directory
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {lead.rejectionReason ? <p>Reason: {lead.rejectionReason}</p> : null}
        {lead.decisionNotification ? <p>{APPLICANT_NOTICE[lead.decisionNotification]}</p> : null}
      </div>

      {lead.status === 'pending' ? (
        <div className="mt-4">
          <LeadReview id={lead.id} businessName={lead.businessName} tierLabel={tierLabel(lead.listingTier)} actions={actions} />
        </div>
      ) : null}
    </li>
  );
}
