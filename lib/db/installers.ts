import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import type { NotificationChannel } from '@/lib/mail';
import type { InstallerApplication } from '@/lib/installers/application';
import type { Installer } from '@/lib/db/types';
export type { Installer } from '@/lib/db/types';

interface InstallerRow {
  id: number;
  business_name: string;
  service_area_description: string | null;
  states: string[];
  certification_tags: string[];
  is_featured: boolean;
  logo_url: string | null;
  phone_number: string | null;
  email: string | null;
  website_url: string | null;
}

const toInstaller = (row: InstallerRow): Installer => ({
  id: row.id,
  businessName: row.business_name,
  serviceAreaDescription: row.service_area_description,
  states: row.states,
  certificationTags: row.certification_tags,
  isFeatured: row.is_featured,
  logoUrl: row.logo_url,
  phoneNumber: row.phone_number,
  email: row.email,
  websiteUrl: row.website_url,
});

/** Every listed installer, featured first, then by business name (the site's order). */
async function loadInstallers(): Promise<Installer[]> {
  const rows = await db()<InstallerRow[]>`
      select id, business_name, service_area_description, states, certification_tags, is_featured, logo_url,
        phone_number, email, website_url
      from ev_installers
      order by is_featured desc, business_name, id`;
  return rows.map(toInstaller);
}

export const listInstallers = cachedReader(loadInstallers, ['installers'], [TAGS.installers]);

/** The states at least one listed installer serves, alphabetically: the panel check links only to these. */
async function loadInstallerStates(): Promise<string[]> {
  const rows = await db()<{ state: string }[]>`
      select distinct unnest(states) as state from ev_installers order by state`;
  return rows.map((row) => row.state);
}

export const listInstallerStates = cachedReader(loadInstallerStates, ['installer-states'], [TAGS.installers]);

interface NewInstallerLead extends InstallerApplication {
  logoUrl: string | null;
  certificationProofUrl: string | null;
}

/** Stores an application for review; it always starts as 'pending'. */
export async function insertInstallerLead(lead: NewInstallerLead): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db()<{ id: number; created_at: Date }[]>`
    insert into ev_installer_leads (business_name, contact_name, email, phone, website, states, install_types,
      certifications, listing_tier, message, logo_url, certification_proof_url, status)
    values (${lead.businessName}, ${lead.contactName}, ${lead.email}, ${lead.phone}, ${lead.website},
      ${lead.states}, ${lead.installTypes}, ${lead.certifications}, ${lead.listingTier}, ${lead.message ?? null},
      ${lead.logoUrl}, ${lead.certificationProofUrl}, 'pending')
    returning id, created_at`;
  if (!row) throw new Error('The application was not stored.');
  return { id: row.id, createdAt: row.created_at };
}

export async function setLeadNotification(id: number, channel: NotificationChannel): Promise<void> {
  await db()`update ev_installer_leads set notification = ${channel} where id = ${id}`;
}
