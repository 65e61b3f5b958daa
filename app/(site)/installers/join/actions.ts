'use server';

import { z } from 'zod';
import { fail, ok, publicAction, type ActionResult } from '@/lib/actions';
import { toUserMessage } from '@/lib/errors';
import { insertInstallerLead, setLeadNotification } from '@/lib/db/installers';
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
  type InstallerApplication,
  type UploadField,
  UPLOADS,
} from '@/lib/installers/application';

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

const refused = (fieldErrors: Partial<Record<ApplicationField, string>>): ActionResult => ({
  ok: false,
  message: APPLICATION_MESSAGES.failure,
  fieldErrors,
});

/**
 * The public installer application. Counts against the client's rate limit (publicAction), validates
 * again (the browser's checks are a convenience), ignores bots that fill the hidden field, checks uploads
 * by their bytes, and never leaves half an application behind: uploads are removed if the row cannot be
 * stored, and no row is written if an upload fails.
 */
export const submitInstallerApplication = publicAction(
  z.instanceof(FormData, { message: APPLICATION_MESSAGES.failure }),
  {
    fallback: APPLICATION_MESSAGES.failure,
    limit: {
      bucket: 'installer-application',
      max: APPLICATION_RATE_LIMIT.limit,
      windowSeconds: APPLICATION_RATE_LIMIT.windowSeconds,
    },
  },
  async (form) => {
    if (text(form, HONEYPOT_FIELD)) {
      console.warn('installer application dropped: honeypot field was filled');
      return ok(APPLICATION_MESSAGES.success);
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
    if (!parsed.success || Object.keys(fieldErrors).length > 0) return refused(fieldErrors);

    const inspected: Partial<Record<UploadField, Extract<InspectedUpload, { ok: true }>>> = {};
    for (const [field, file] of Object.entries(files) as [UploadField, File][]) {
      const result = await inspectUpload(field, file);
      if (result.ok) inspected[field] = result;
      else fieldErrors[field] = result.message;
    }
    if (Object.keys(fieldErrors).length > 0) return refused(fieldErrors);

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
      return fail(APPLICATION_MESSAGES.failure);
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
      return fail(toUserMessage(error, APPLICATION_MESSAGES.failure));
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
    return ok(APPLICATION_MESSAGES.success);
  },
);
