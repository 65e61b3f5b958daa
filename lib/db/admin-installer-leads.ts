import 'server-only';
import { db } from '@/lib/db/client';
import type {
  InstallerLead,
  LeadCounts,
  LeadFilter,
  LeadStatus,
  NoticeChannel,
} from '@/lib/admin/installer-leads';
import type { ListingTier } from '@/lib/installers/application';

interface LeadRow {
  id: number;
  business_name: string;
  contact_name: string;
  email: string;
  phone: string;
  website: string;
  states: string[];
  install_types: string[];
  certifications: string[];
  listing_tier: ListingTier;
  message: string | null;
  logo_url: string | null;
  certification_proof_url: string | null;
  status: LeadStatus;
  created_at: Date;
  reviewed_at: Date | null;
  rejection_reason: string | null;
  installer_id: number | null;
  notification: NoticeChannel | null;
  decision_notification: NoticeChannel | null;
}

const toLead = (row: LeadRow): InstallerLead => ({
  id: Number(row.id),
  businessName: row.business_name,
  contactName: row.contact_name,
  email: row.email,
  phone: row.phone,
  website: row.website,
  states: row.states,
  installTypes: row.install_types,
  certifications: row.certifications,
  listingTier: row.listing_tier,
  message: row.message,
  logoUrl: row.logo_url,
  hasCertificationProof: Boolean(row.certification_proof_url),
  status: row.status,
  createdAt: row.created_at.toISOString(),
  reviewedAt: row.reviewed_at?.toISOString() ?? null,
  rejectionReason: row.rejection_reason,
  installerId: row.installer_id === null ? null : Number(row.installer_id),
  notification: row.notification,
  decisionNotification: row.decision_notification,
});

/** The applications of one filter, newest first, and the count behind every filter button. */
export async function listInstallerLeads(filter: LeadFilter): Promise<{ leads: InstallerLead[]; counts: LeadCounts }> {
  const sql = db();
  const [rows, [counts]] = await Promise.all([
    sql<LeadRow[]>`
      select * from ev_installer_leads
      ${filter === 'all' ? sql`` : sql`where status = ${filter}`}
      order by created_at desc, id desc`,
    sql<LeadCounts[]>`
      select count(*)::int as all,
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'approved')::int as approved,
        count(*) filter (where status = 'rejected')::int as rejected
      from ev_installer_leads`,
  ]);
  return { leads: rows.map(toLead), counts: counts ?? { all: 0, pending: 0, approved: 0, rejected: 0 } };
}

export async function countPendingInstallerLeads(): Promise<number> {
  const [row] = await db()<{ n: number }[]>`select count(*)::int as n from ev_installer_leads where status = 'pending'`;
  return row?.n ?? 0;
}

/** The storage key of an application's certification proof (in the private bucket), if it has one. */
export async function readLeadProofKey(id: number): Promise<{ key: string; businessName: string } | undefined> {
  const [row] = await db()<{ certification_proof_url: string | null; business_name: string }[]>`
    select certification_proof_url, business_name from ev_installer_leads where id = ${id}`;
  return row?.certification_proof_url ? { key: row.certification_proof_url, businessName: row.business_name } : undefined;
}

export type ReviewOutcome =
  | { status: 'done'; lead: InstallerLead; installerId?: number; listing?: 'created' | 'updated' }
  | { status: 'not-found' }
  | { status: 'not-pending'; lead: InstallerLead };

/** The tiers whose perks include placement first and the logo on the card (docs/product/site.md §18). */
const FEATURED_TIERS: readonly ListingTier[] = ['featured', 'premium'];

/** "Residential and Commercial EV charger installation serving Ohio, Texas." for the directory card. */
function serviceAreaDescription(installTypes: readonly string[], states: readonly string[]): string {
  const area = states.length <= 3 ? states.join(', ') : `${states.length} states`;
  return `${installTypes.join(' and ')} EV charger installation serving ${area}.`;
}

/**
 * Approves a pending application and publishes it, all in one transaction: the directory listing is
 * created, or updated when a listing with the applicant's e-mail exists already (a business applying again
 * to change its tier or areas), and the application records the listing and the review time. The
 * directory's filters read certifications and service types from certification_tags.
 */
export async function approveInstallerLead(id: number): Promise<ReviewOutcome> {
  return db().begin(async (tx) => {
    const [row] = await tx<LeadRow[]>`select * from ev_installer_leads where id = ${id} for update`;
    if (!row) return { status: 'not-found' } as const;
    if (row.status !== 'pending') return { status: 'not-pending', lead: toLead(row) } as const;

    const featured = FEATURED_TIERS.includes(row.listing_tier);
    const listing = {
      business_name: row.business_name,
      service_area_description: serviceAreaDescription(row.install_types, row.states),
      states: row.states,
      certification_tags: [...new Set([...row.certifications, ...row.install_types])],
      is_featured: featured,
      logo_url: featured ? row.logo_url : null,
      phone_number: row.phone,
      email: row.email,
      website_url: row.website,
    };
    const [existing] = await tx<{ id: number; logo_url: string | null }[]>`
      select id, logo_url from ev_installers where lower(email) = lower(${row.email})
      order by id limit 1 for update`;
    let installerId: number;
    if (existing) {
      // A new application without a logo keeps the logo the listing already shows (when the tier allows one).
      const logo = featured ? (listing.logo_url ?? existing.logo_url) : null;
      await tx`update ev_installers set ${tx({ ...listing, logo_url: logo })} where id = ${existing.id}`;
      installerId = Number(existing.id);
    } else {
      const [created] = await tx<{ id: number }[]>`insert into ev_installers ${tx(listing)} returning id`;
      installerId = Number(created!.id);
    }
    const [updated] = await tx<LeadRow[]>`
      update ev_installer_leads
      set status = 'approved', reviewed_at = now(), installer_id = ${installerId}, rejection_reason = null
      where id = ${id}
      returning *`;
    return { status: 'done', lead: toLead(updated!), installerId, listing: existing ? 'updated' : 'created' } as const;
  });
}

/** Rejects a pending application, with the administrator's reason when one was given. */
export async function rejectInstallerLead(id: number, reason: string | undefined): Promise<ReviewOutcome> {
  const sql = db();
  const [updated] = await sql<LeadRow[]>`
    update ev_installer_leads set status = 'rejected', reviewed_at = now(), rejection_reason = ${reason ?? null}
    where id = ${id} and status = 'pending'
    returning *`;
  if (updated) return { status: 'done', lead: toLead(updated) };
  const [row] = await sql<LeadRow[]>`select * from ev_installer_leads where id = ${id}`;
  return row ? { status: 'not-pending', lead: toLead(row) } : { status: 'not-found' };
}

export async function setLeadDecisionNotification(id: number, channel: NoticeChannel): Promise<void> {
  await db()`update ev_installer_leads set decision_notification = ${channel} where id = ${id}`;
}
