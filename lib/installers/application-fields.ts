/**
 * The installer application's options, limits and messages, without the zod schema that checks them
 * (application.ts): the form renders from these with its first load and fetches the schema only
 * when it first checks what was typed.
 */
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

const MB = 1024 * 1024;

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
