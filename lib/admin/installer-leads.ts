import { z } from 'zod';
import type { ListingTier } from '@/lib/installers/application';

export const LEAD_MESSAGES = {
  loadFailed: 'Failed to load applications',
  approved: 'Application approved successfully',
  rejected: 'Application rejected',
  approveFailed: 'Failed to approve application',
  rejectFailed: 'Failed to reject application',
  notPending: 'This application has already been reviewed',
  reasonTooLong: 'Please keep the reason under 1000 characters',
} as const;

export type LeadStatus = 'pending' | 'approved' | 'rejected';

/** The filter buttons of the list, in the site's order (as on Fitment Submissions). */
export const LEAD_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Rejected' },
] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number]['id'];

export function parseLeadFilter(value: string | string[] | undefined): LeadFilter {
  const first = Array.isArray(value) ? value[0] : value;
  return LEAD_FILTERS.some((filter) => filter.id === first) ? (first as LeadFilter) : 'all';
}

const leadId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const approveLeadSchema = leadId;

export const rejectLeadSchema = z.object({
  id: leadId,
  reason: z
    .string()
    .trim()
    .max(1000, LEAD_MESSAGES.reasonTooLong)
    .optional()
    .transform((value) => value || undefined),
});

export type RejectLeadInput = z.input<typeof rejectLeadSchema>;

/** How someone was told: by e-mail, only in the server log (no SMTP configured), or the send failed. */
export type NoticeChannel = 'email' | 'log' | 'failed';

/** One application as the back office shows it. */
export interface InstallerLead {
  id: number;
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  states: string[];
  installTypes: string[];
  certifications: string[];
  listingTier: ListingTier;
  message: string | null;
  logoUrl: string | null;
  hasCertificationProof: boolean;
  status: LeadStatus;
  createdAt: string;
  reviewedAt: string | null;
  rejectionReason: string | null;
  installerId: number | null;
  /** How the administrator was told of the application. */
  notification: NoticeChannel | null;
  /** How the applicant was told of the decision. */
  decisionNotification: NoticeChannel | null;
}

export type LeadCounts = Record<LeadFilter, number>;
