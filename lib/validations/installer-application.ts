import type { ActionResult } from '@/lib/actions/result';
import { z } from 'zod';

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const INSTALL_TYPES = ['Residential', 'Commercial'] as const;

export const CERTIFICATIONS = [
  'Qmerit',
  'Tesla Certified',
  'Licensed Electrician',
  'EVITP Certified',
  'NABCEP Certified',
] as const;

export const LISTING_TIERS = [
  { id: 'free', name: 'Free', price: '$0', perks: ['Basic listing', 'Contact info', 'Service areas'] },
  {
    id: 'featured',
    name: 'Featured',
    price: '$19 per month',
    perks: ['Priority placement', 'Logo display', 'Enhanced profile', 'Customer reviews'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$49 per month',
    perks: ['Top placement', 'Featured in ads', 'Lead generation', 'Analytics dashboard'],
  },
] as const;

export type ListingTier = (typeof LISTING_TIERS)[number]['id'];
const TIER_IDS = LISTING_TIERS.map((tier) => tier.id) as [ListingTier, ...ListingTier[]];

export const MB = 1024 * 1024;

/** The two uploads: what the form accepts and the real limits the server enforces on the bytes. */
export const UPLOADS = {
  logo: {
    label: 'Logo',
    maxBytes: 2 * MB,
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
    accept: 'image/png,image/jpeg,image/gif',
    hint: 'PNG, JPG, GIF up to 2MB',
    typeMessage: 'Logo must be a PNG, JPG or GIF image',
    sizeMessage: 'Logo is too large: PNG, JPG, GIF up to 2MB',
  },
  certificationProof: {
    label: 'Certification proof',
    maxBytes: 5 * MB,
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    accept: '.pdf,.jpg,.jpeg,.png',
    hint: 'PDF, JPG, PNG up to 5MB',
    typeMessage: 'Certification proof must be a PDF, JPG or PNG file',
    sizeMessage: 'Certification proof is too large: PDF, JPG, PNG up to 5MB',
  },
} as const;

export type UploadField = keyof typeof UPLOADS;

export const TEXT_LIMITS = { short: 200, message: 5000 } as const;

export const APPLICATION_MESSAGES = {
  businessName: 'Business name is required',
  contactName: 'Contact name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Phone number is required',
  website: 'Website is required',
  websiteInvalid: 'Please enter a valid website URL',
  states: 'At least one state is required',
  statesInvalid: 'Please choose states from the list',
  installTypes: 'At least one installation type is required',
  installTypesInvalid: 'Please choose installation types from the list',
  certificationsInvalid: 'Please choose certifications from the list',
  listingTier: 'Please choose a listing tier',
  tooLong: `Please keep this under ${TEXT_LIMITS.short} characters`,
  messageTooLong: `Please keep your message under ${TEXT_LIMITS.message} characters`,
  success: 'Your submission has been received!',
  failure: 'Failed to submit form. Please try again.',
} as const;

// The spec's "simple pattern" (also the database's check): something@something.something, no spaces.
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

export type InstallerApplicationInput = z.input<typeof installerApplicationSchema>;
export type InstallerApplication = z.output<typeof installerApplicationSchema>;

/** Stored websites always carry a scheme, so the administrator's link opens the site. */
export function normalizeWebsite(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** What the browser can tell before upload (size and declared type); the server checks the bytes. */
export function checkSelectedFile(field: UploadField, file: { size: number; type: string } | undefined) {
  if (!file) return undefined;
  const rules = UPLOADS[field];
  if (file.type && !(rules.mimeTypes as readonly string[]).includes(file.type)) return rules.typeMessage;
  if (file.size > rules.maxBytes) return rules.sizeMessage;
  return undefined;
}

/** A field people never see; a bot that fills every input gives itself away. */
export const HONEYPOT_FIELD = 'fax';

/** Public applications per client per hour; enough for a real business correcting a mistake. */
export const APPLICATION_RATE_LIMIT = { limit: 5, windowSeconds: 3600 } as const;

export type ApplicationField = keyof InstallerApplication | UploadField;

/** What the application action answers; fieldErrors are keyed by ApplicationField. */
export type ApplicationResult = ActionResult;
