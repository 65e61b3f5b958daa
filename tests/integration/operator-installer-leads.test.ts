import { approveLead, rejectLead } from '@/app/(admin)/admin/(guarded)/installer-leads/actions';
import { listInstallerLeads } from '@/lib/db/admin-installer-leads';
import { listInstallers } from '@/lib/db/installers';
import { approveApplication, rejectApplication } from '@/lib/actions/installer-leads';
import { startSmtpStandIn } from '../setup/smtp-stand-in';

const sql = () => globalThis.testDb.sql;

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
});
afterAll(() => smtp.close());
afterEach(() => jest.restoreAllMocks());

let counter = 0;
async function apply(overrides: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const row = {
    business_name: `Volt Electric ${counter}`,
    contact_name: 'Ada Lovelace',
    email: `owner${counter}@volt.example.com`,
    phone: '555 010 0199',
    website: 'https://volt.example.com',
    states: ['Ohio', 'Texas'],
    install_types: ['Residential', 'Commercial'],
    certifications: ['Qmerit', 'Licensed Electrician'],
    listing_tier: 'featured',
    message: 'We install Level 2 chargers.',
    logo_url: '/storage/media/installer-logos/logo.png',
    ...overrides,
  };
  const [lead] = await sql()<{ id: number }[]>`insert into ev_installer_leads ${sql()(row)} returning id`;
  return Number(lead!.id);
}

describe('approving an installer application', () => {
  it('creates the directory listing the way the filters read it, and records the review', async () => {
    const id = await apply();
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const result = await approveApplication(id, { smtpUrl: undefined });
    expect(result).toMatchObject({ status: 'done', listing: 'created', notice: 'log' });

    const listed = (await listInstallers()).find((installer) => installer.businessName === 'Volt Electric 1');
    expect(listed).toEqual({
      id: expect.any(Number),
      businessName: 'Volt Electric 1',
      serviceAreaDescription: 'Residential and Commercial EV charger installation serving Ohio, Texas.',
      states: ['Ohio', 'Texas'],
      certificationTags: ['Qmerit', 'Licensed Electrician', 'Residential', 'Commercial'],
      isFeatured: true,
      logoUrl: '/storage/media/installer-logos/logo.png',
      phoneNumber: '555 010 0199',
      email: 'owner1@volt.example.com',
      websiteUrl: 'https://volt.example.com',
    });

    const [lead] = await sql()`
      select status, installer_id, reviewed_at, decision_notification from ev_installer_leads where id = ${id}`;
    expect(lead).toMatchObject({ status: 'approved', installer_id: listed!.id, decision_notification: 'log' });
    expect(lead!.reviewed_at).toBeInstanceOf(Date);
    // Without SMTP the notice is logged, never claimed as sent.
    expect(String(info.mock.calls[0]?.[0])).toContain('not e-mailed to the applicant');
  });

  it('a free listing is not featured and shows no logo', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    const id = await apply({ listing_tier: 'free' });
    await approveApplication(id, { smtpUrl: undefined });
    const [installer] = await sql()`
      select i.is_featured, i.logo_url from ev_installers i join ev_installer_leads l on l.installer_id = i.id where l.id = ${id}`;
    expect(installer).toEqual({ is_featured: false, logo_url: null });
  });

  it('updates the listing of a business that applies again instead of listing it twice', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    const first = await apply({ email: 'again@volt.example.com', business_name: 'Again Electric' });
    await approveApplication(first, { smtpUrl: undefined });
    const second = await apply({
      email: 'AGAIN@volt.example.com',
      business_name: 'Again Electric LLC',
      states: ['Oregon'],
      listing_tier: 'premium',
      logo_url: null,
    });
    const result = await approveApplication(second, { smtpUrl: undefined });
    expect(result).toMatchObject({ status: 'done', listing: 'updated' });
    const rows = await sql()`select business_name, states, logo_url from ev_installers where lower(email) = 'again@volt.example.com'`;
    // The new application had no logo: the listing keeps the one it shows.
    expect(rows).toEqual([
      { business_name: 'Again Electric LLC', states: ['Oregon'], logo_url: '/storage/media/installer-logos/logo.png' },
    ]);
  });

  it('e-mails the applicant when SMTP is configured', async () => {
    const id = await apply({ email: 'mailme@volt.example.com', business_name: 'Mail Me Electric' });
    const result = await approveApplication(id, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    expect(result).toMatchObject({ status: 'done', notice: 'email' });
    const message = smtp.received.at(-1);
    expect(message?.to).toEqual(['RCPT TO:<mailme@volt.example.com>']);
    expect(message?.data).toContain('Subject: Your installer listing for Mail Me Electric is live');
    const [lead] = await sql()`select decision_notification from ev_installer_leads where id = ${id}`;
    expect(lead?.decision_notification).toBe('email');
  });

  it('refuses to review an application twice and leaves the directory alone', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    const id = await apply({ business_name: 'Twice Electric' });
    await approveApplication(id, { smtpUrl: undefined });
    const before = await sql()`select count(*)::int as n from ev_installers`;
    expect(await approveApplication(id, { smtpUrl: undefined })).toMatchObject({ status: 'not-pending' });
    expect(await rejectApplication(id, 'late', { smtpUrl: undefined })).toMatchObject({ status: 'not-pending' });
    expect(await approveApplication(999_999, { smtpUrl: undefined })).toEqual({ status: 'not-found' });
    expect(await sql()`select count(*)::int as n from ev_installers`).toEqual(before);
  });
});

describe('rejecting an installer application', () => {
  it('stores the reason, tells the applicant with it, and lists nothing', async () => {
    const id = await apply({ email: 'no@volt.example.com', business_name: 'Rejected Electric' });
    const result = await rejectApplication(id, 'We could not verify the licence.', { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    expect(result).toMatchObject({ status: 'done', notice: 'email' });
    const [lead] = await sql()`select status, rejection_reason, reviewed_at, installer_id from ev_installer_leads where id = ${id}`;
    expect(lead).toMatchObject({ status: 'rejected', rejection_reason: 'We could not verify the licence.', installer_id: null });
    expect(smtp.received.at(-1)?.data).toContain('Reason: We could not verify the licence.');
    expect((await listInstallers()).some((installer) => installer.businessName === 'Rejected Electric')).toBe(false);
  });
});

describe('the applications list', () => {
  it('filters by status with a count per filter, newest first', async () => {
    const { leads, counts } = await listInstallerLeads('all');
    expect(counts.all).toBe(leads.length);
    expect(counts.pending + counts.approved + counts.rejected).toBe(counts.all);
    const created = leads.map((lead) => lead.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const rejected = await listInstallerLeads('rejected');
    expect(rejected.leads.map((lead) => lead.businessName)).toEqual(['Rejected Electric']);
    expect(rejected.leads[0]).toMatchObject({ rejectionReason: 'We could not verify the licence.', decisionNotification: 'email' });
  });
});

describe('review actions without a session', () => {
  it('refuse and change nothing', async () => {
    const id = await apply({ business_name: 'Unreviewed Electric' });
    const refused = { ok: false, message: 'You must be logged in to access this page', reason: 'login-required' };
    expect(await approveLead(id)).toEqual(refused);
    expect(await rejectLead({ id, reason: 'x' })).toEqual(refused);
    const [lead] = await sql()`select status from ev_installer_leads where id = ${id}`;
    expect(lead?.status).toBe('pending');
  });
});
