import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  CERTIFICATIONS,
  INSTALL_TYPES,
  LISTING_TIERS,
  TEXT_LIMITS,
  US_STATES,
  type ListingTier,
  type UploadField,
} from '@/lib/installers/application-fields';

export {
  APPLICATION_MESSAGES,
  CERTIFICATIONS,
  HONEYPOT_FIELD,
  INSTALL_TYPES,
  LISTING_TIERS,
  UPLOADS,
  US_STATES,
  type ListingTier,
  type UploadField,
} from '@/lib/installers/application-fields';

const TIER_IDS = LISTING_TIERS.map((tier) => tier.id) as [ListingTier, ...ListingTier[]];

// The site's "simple pattern" (also the database's check): something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A host name with a dot and an optional http(s) scheme, port and path; written without nested
// quantifiers so that a long input cannot make it backtrack for seconds.
const WEBSITE_PATTERN =
  /^(https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{2,5})?(?:[/?#]\S*)?$/i;

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(TEXT_LIMITS.short, APPLICATION_MESSAGES.tooLong);

const choiceList = <T extends readonly [string, ...string[]]>(options: T, invalid: string) =>
  z.array(z.enum(options, { error: invalid }), { error: invalid });

export const installerApplicationSchema = z.object({
  businessName: requiredText(APPLICATION_MESSAGES.businessName),
  contactName: requiredText(APPLICATION_MESSAGES.contactName),
  email: requiredText(APPLICATION_MESSAGES.email).regex(EMAIL_PATTERN, APPLICATION_MESSAGES.emailInvalid),
  phone: requiredText(APPLICATION_MESSAGES.phone),
  website: requiredText(APPLICATION_MESSAGES.website).regex(
    WEBSITE_PATTERN,
    APPLICATION_MESSAGES.websiteInvalid,
  ),
  states: choiceList(US_STATES, APPLICATION_MESSAGES.statesInvalid)
    .min(1, APPLICATION_MESSAGES.states)
    .transform((list) => [...new Set(list)]),
  installTypes: choiceList(INSTALL_TYPES, APPLICATION_MESSAGES.installTypesInvalid)
    .min(1, APPLICATION_MESSAGES.installTypes)
    .transform((list) => [...new Set(list)]),
  certifications: choiceList(CERTIFICATIONS, APPLICATION_MESSAGES.certificationsInvalid)
    .default([])
    .transform((list) => [...new Set(list)]),
  listingTier: z.enum(TIER_IDS, { error: APPLICATION_MESSAGES.listingTier }).default('free'),
  message: z
    .string()
    .trim()
    .max(TEXT_LIMITS.message, APPLICATION_MESSAGES.messageTooLong)
    .optional()
    .transform((value) => value || undefined),
});

export type InstallerApplication = z.output<typeof installerApplicationSchema>;

/** Stored websites always carry a scheme, so the administrator's link opens the site. */
export function normalizeWebsite(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** Public applications per client per hour; enough for a real business correcting a mistake. */
export const APPLICATION_RATE_LIMIT = { limit: 5, windowSeconds: 3600 } as const;

export type ApplicationField = keyof InstallerApplication | UploadField;
