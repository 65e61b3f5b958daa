'use server';

import { clientKey } from '@/lib/client-key';
import { RATE_LIMITED_MESSAGE, toUserMessage } from '@/lib/errors';
import { insertInstallerLead, setLeadNotification } from '@/lib/db/installers';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { notifyAdministrator } from '@/lib/mail';
import { storage, type Bucket } from '@/lib/storage';
import { inspectUpload, isProvided, randomObjectKey, type InspectedUpload } from '@/lib/uploads/inspect';
import {
  APPLICATION_MESSAGES,
  APPLICATION_RATE_LIMIT,
  HONEYPOT_FIELD,
  installerApplicationSchema,
  normalizeWebsite,
  type ApplicationField,
  type ApplicationResult,
  type InstallerApplication,
  type UploadField,
  UPLOADS,
} from '@/lib/validations/installer-application';

/*
 * Where uploads go. A logo is shown on the public directory once the listing is approved, so it sits in the
 * public 'media' bucket under an unguessable name. A certification proof is a personal or business
 * document: it goes to the 'private' bucket, which the /storage route never serves, and the row keeps its
 * key (not a URL) for the back office to read.
 */
const DESTINATIONS: Record<UploadField, { bucket: Bucket; folder: string }> = {
  logo: { bucket: 'media', folder: 'installer-logos' },
  certificationProof: { bucket: 'private', folder: 'installer-certifications' },
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};
const texts = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === 'string');

function readFields(form: FormData) {
  return {
    businessName: text(form, 'businessName'),
    contactName: text(form, 'contactName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    website: text(form, 'website'),
    states: texts(form, 'states'),
    installTypes: texts(form, 'installTypes'),
    certifications: texts(form, 'certifications'),
    listingTier: text(form, 'listingTier') || undefined,
    message: text(form, 'message'),
  };
}

interface StoredUpload {
  bucket: Bucket;
  key: string;
}

async function removeUploads(uploads: StoredUpload[]) {
  for (const upload of uploads) {
    try {
      await storage().remove(upload.bucket, [upload.key]);
    } catch (error) {
      // Named in the log so that the operator can delete it by hand.
      console.error(`could not remove orphaned upload ${upload.bucket}/${upload.key}`, error);
    }
  }
}

function notificationText(
  application: InstallerApplication,
  id: number,
  files: Partial<Record<UploadField, string>>,
) {
  return [
    `A new installer application (#${id}) is waiting for review.`,
    '',
    `Business: ${application.businessName}`,
    `Contact: ${application.contactName}`,
    `Email: ${application.email}`,
    `Phone: ${application.phone}`,
    `Website: ${application.website}`,
    `States: ${application.states.join(', ')}`,
    `Installation types: ${application.installTypes.join(', ')}`,
    `Certifications: ${application.certifications.join(', ') || 'none'}`,
    `Listing tier: ${application.listingTier}`,
    `Logo: ${files.logo ?? 'none'}`,
    `Certification proof: ${files.certificationProof ? `private/${files.certificationProof}` : 'none'}`,
    '',
    application.message ?? '(no message)',
  ].join('\n');
}

/**
 * The public installer application. Validates again (the browser's checks are a convenience), ignores
 * bots that fill the hidden field, rate-limits per client, checks uploads by their bytes, and never leaves
 * half an application behind: uploads are removed if the row cannot be stored, and no row is written if an
 * upload fails.
 */
export async function submitInstallerApplication(form: FormData): Promise<ApplicationResult> {
  if (text(form, HONEYPOT_FIELD)) {
    console.warn('installer application dropped: honeypot field was filled');
    return { ok: true, message: APPLICATION_MESSAGES.success };
  }

  const parsed = installerApplicationSchema.safeParse(readFields(form));
  const fieldErrors: Partial<Record<ApplicationField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ApplicationField | undefined;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
  }

  const files: Partial<Record<UploadField, File>> = {};
  for (const field of Object.keys(DESTINATIONS) as UploadField[]) {
    const value = form.get(field);
    if (!isProvided(value)) continue;
    files[field] = value;
    // The declared size is enough to refuse early; the bytes are read only for a request within its limit.
    if (value.size > UPLOADS[field].maxBytes) fieldErrors[field] = UPLOADS[field].sizeMessage;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: APPLICATION_MESSAGES.failure, fieldErrors };
  }

  try {
    const limit = await hitRateLimit(
      'installer-application',
      await clientKey(),
      APPLICATION_RATE_LIMIT.limit,
      APPLICATION_RATE_LIMIT.windowSeconds,
    );
    if (!limit.allowed) return { ok: false, message: RATE_LIMITED_MESSAGE };
  } catch (error) {
    console.error('installer application: rate limit check failed', error);
    return { ok: false, message: toUserMessage(error, APPLICATION_MESSAGES.failure) };
  }

  const inspected: Partial<Record<UploadField, Extract<InspectedUpload, { ok: true }>>> = {};
  for (const [field, file] of Object.entries(files) as [UploadField, File][]) {
    const result = await inspectUpload(field, file);
    if (result.ok) inspected[field] = result;
    else fieldErrors[field] = result.message;
  }
  if (Object.keys(fieldErrors).length > 0)
    return { ok: false, message: APPLICATION_MESSAGES.failure, fieldErrors };

  const stored: StoredUpload[] = [];
  const references: Partial<Record<UploadField, string>> = {};
  try {
    for (const [field, upload] of Object.entries(inspected) as [
      UploadField,
      Extract<InspectedUpload, { ok: true }>,
    ][]) {
      const { bucket, folder } = DESTINATIONS[field];
      const key = randomObjectKey(folder, upload.ext);
      await storage().put(bucket, key, upload.body, { contentType: upload.mime });
      stored.push({ bucket, key });
      references[field] = bucket === 'private' ? key : storage().publicUrl(bucket, key);
    }
  } catch (error) {
    console.error('installer application: upload failed', error);
    await removeUploads(stored);
    return { ok: false, message: APPLICATION_MESSAGES.failure };
  }

  const application = { ...parsed.data, website: normalizeWebsite(parsed.data.website) };
  let leadId: number;
  try {
    const lead = await insertInstallerLead({
      ...application,
      logoUrl: references.logo ?? null,
      certificationProofUrl: references.certificationProof ?? null,
    });
    leadId = lead.id;
  } catch (error) {
    console.error('installer application: insert failed', error);
    await removeUploads(stored);
    return { ok: false, message: toUserMessage(error, APPLICATION_MESSAGES.failure) };
  }

  const channel = await notifyAdministrator({
    subject: `New installer application: ${application.businessName}`,
    text: notificationText(application, leadId, references),
  });
  try {
    await setLeadNotification(leadId, channel);
  } catch (error) {
    // The application is stored; only the note of how the administrator was told is missing.
    console.error(`installer application #${leadId}: could not record the notification`, error);
  }
  return { ok: true, message: APPLICATION_MESSAGES.success };
}
