import {
  APPLICATION_MESSAGES,
  installerApplicationSchema,
  LISTING_TIERS,
  normalizeWebsite,
  UPLOADS,
  US_STATES,
} from '@/lib/installers/application';
import { checkSelectedFile } from '@/lib/installers/application-fields';

const MB = 1024 * 1024;

const valid = {
  businessName: 'Volt Electric',
  contactName: 'Ada Lovelace',
  email: 'ada@volt.example.com',
  phone: '(555) 010-0199',
  website: 'volt.example.com',
  states: ['California', 'Oregon'],
  installTypes: ['Residential'],
  certifications: ['Qmerit'],
  listingTier: 'featured',
  message: 'We install Level 2 chargers.',
};

function messagesFor(input: Record<string, unknown>) {
  const result = installerApplicationSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('installer application schema', () => {
  it('accepts a complete application and trims its text', () => {
    const result = installerApplicationSchema.parse({ ...valid, businessName: '  Volt Electric  ' });
    expect(result.businessName).toBe('Volt Electric');
    expect(result.listingTier).toBe('featured');
  });

  it('defaults the listing tier to free and certifications to none; the message is optional', () => {
    const result = installerApplicationSchema.parse({
      ...valid,
      listingTier: undefined,
      certifications: undefined,
      message: '',
    });
    expect(result.listingTier).toBe('free');
    expect(result.certifications).toEqual([]);
    expect(result.message).toBeUndefined();
  });

  it.each([
    ['businessName', 'Business name is required'],
    ['contactName', 'Contact name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['website', 'Website is required'],
  ])('shows the site’s message when %s is empty or missing', (field, message) => {
    expect(messagesFor({ ...valid, [field]: '   ' })[field]).toBe(message);
    expect(messagesFor({ ...valid, [field]: undefined })[field]).toBe(message);
  });

  it('requires at least one state and one installation type with the site’s messages', () => {
    expect(messagesFor({ ...valid, states: [] }).states).toBe('At least one state is required');
    expect(messagesFor({ ...valid, installTypes: [] }).installTypes).toBe(
      'At least one installation type is required',
    );
    expect(messagesFor({ ...valid, states: undefined }).states).toBe(APPLICATION_MESSAGES.statesInvalid);
  });

  it.each(['plainaddress', 'a@b', 'a b@example.com', '@example.com'])('refuses the e-mail %s', (email) => {
    expect(messagesFor({ ...valid, email }).email).toBe('Please enter a valid email address');
  });

  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://sub.example.co.uk/path?x=1',
    'example.com:8080',
  ])('accepts the website %s (scheme optional)', (website) => {
    expect(messagesFor({ ...valid, website }).website).toBeUndefined();
  });

  it.each(['not a url', 'ftp://example.com', 'http://', 'example', 'javascript:alert(1)'])(
    'refuses the website %s',
    (website) => {
      expect(messagesFor({ ...valid, website }).website).toBe('Please enter a valid website URL');
    },
  );

  it('answers quickly for a long hostile website value', () => {
    const started = Date.now();
    messagesFor({ ...valid, website: `${'a.'.repeat(90)}!` });
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('accepts only the 50 state names, the two installation types and the five certifications', () => {
    expect(US_STATES).toHaveLength(50);
    expect(messagesFor({ ...valid, states: ['Atlantis'] }).states).toBe('Please choose states from the list');
    expect(messagesFor({ ...valid, installTypes: ['Industrial'] }).installTypes).toBe(
      'Please choose installation types from the list',
    );
    expect(messagesFor({ ...valid, certifications: ['Made Up'] }).certifications).toBe(
      'Please choose certifications from the list',
    );
    expect(messagesFor({ ...valid, listingTier: 'platinum' }).listingTier).toBe(
      'Please choose a listing tier',
    );
  });

  it('limits text lengths with a message', () => {
    expect(messagesFor({ ...valid, businessName: 'x'.repeat(201) }).businessName).toBe(
      APPLICATION_MESSAGES.tooLong,
    );
    expect(messagesFor({ ...valid, message: 'x'.repeat(5001) }).message).toBe(
      APPLICATION_MESSAGES.messageTooLong,
    );
  });

  it('lists the three tiers with the site’s prices', () => {
    expect(LISTING_TIERS.map((tier) => `${tier.name} ${tier.price}`)).toEqual([
      'Free $0',
      'Featured $19 per month',
      'Premium $49 per month',
    ]);
  });

  it('stores websites with a scheme', () => {
    expect(normalizeWebsite('example.com')).toBe('https://example.com');
    expect(normalizeWebsite('http://example.com')).toBe('http://example.com');
  });
});

describe('file checks in the browser', () => {
  it('refuses an oversized or wrongly typed logo and certification proof', () => {
    expect(checkSelectedFile('logo', { size: 2 * MB + 1, type: 'image/png' })).toBe(
      'Logo is too large: PNG, JPG, GIF up to 2MB',
    );
    expect(checkSelectedFile('logo', { size: 2 * MB, type: 'image/png' })).toBeUndefined();
    expect(checkSelectedFile('logo', { size: 10, type: 'application/pdf' })).toBe(UPLOADS.logo.typeMessage);
    expect(checkSelectedFile('certificationProof', { size: 5 * MB + 1, type: 'application/pdf' })).toBe(
      'Certification proof is too large: PDF, JPG, PNG up to 5MB',
    );
    expect(checkSelectedFile('certificationProof', { size: 10, type: 'image/gif' })).toBe(
      'Certification proof must be a PDF, JPG or PNG file',
    );
    expect(checkSelectedFile('logo', undefined)).toBeUndefined();
  });
});
