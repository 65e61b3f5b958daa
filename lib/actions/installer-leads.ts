import 'server-only';
import {
  approveInstallerLead,
  rejectInstallerLead,
  setLeadDecisionNotification,
  type ReviewOutcome,
} from '@/lib/db/admin-installer-leads';
import { env } from '@/lib/env';
import { notifyRecipient, type MailOptions } from '@/lib/mail';
import type { InstallerLead, NoticeChannel } from '@/lib/admin/installer-leads';

type ReviewResult = ReviewOutcome & { notice?: NoticeChannel };

/**
 * Tells the applicant of the decision: by e-mail with SMTP configured, otherwise in the server log, and
 * records which on the application so the back office never claims an e-mail that was not sent.
 */
async function tellApplicant(lead: InstallerLead, subject: string, lines: string[], mail: MailOptions) {
  const channel = await notifyRecipient(
    lead.email,
    `the applicant of application #${lead.id}`,
    { subject, text: [`Hello ${lead.contactName},`, '', ...lines, '', env().NEXT_PUBLIC_SITE_NAME].join('\n') },
    mail,
  );
  try {
    await setLeadDecisionNotification(lead.id, channel);
  } catch (error) {
    // The decision is stored; only the note of how the applicant was told is missing.
    console.error(`installer application #${lead.id}: could not record the decision notice`, error);
  }
  return channel;
}

/** Approves and publishes a pending application (one transaction), then tells the applicant. */
export async function approveApplication(id: number, mail: MailOptions = {}): Promise<ReviewResult> {
  const outcome = await approveInstallerLead(id);
  if (outcome.status !== 'done') return outcome;
  const site = env().NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '');
  const notice = await tellApplicant(
    outcome.lead,
    `Your installer listing for ${outcome.lead.businessName} is live`,
    [
      'Your application to the EV charger installer directory has been approved.',
      `${outcome.lead.businessName} is now listed at ${site}/installers.`,
    ],
    mail,
  );
  return { ...outcome, notice };
}

/** Rejects a pending application with the administrator's optional reason, then tells the applicant. */
export async function rejectApplication(id: number, reason: string | undefined, mail: MailOptions = {}): Promise<ReviewResult> {
  const outcome = await rejectInstallerLead(id, reason);
  if (outcome.status !== 'done') return outcome;
  const notice = await tellApplicant(
    outcome.lead,
    `Your installer application for ${outcome.lead.businessName}`,
    [
      'Thank you for applying to the EV charger installer directory. We are unable to list your business at this time.',
      ...(reason ? ['', `Reason: ${reason}`] : []),
    ],
    mail,
  );
  return { ...outcome, notice };
}
