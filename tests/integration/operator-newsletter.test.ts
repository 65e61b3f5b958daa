import { NextRequest } from 'next/server';
import Papa from 'papaparse';
import { removeSubscriber } from '@/app/(admin)/admin/(guarded)/subscribers/actions';
import { GET as exportCsv } from '@/app/(admin)/admin/(guarded)/subscribers/export/route';
import { unsubscribe } from '@/app/(site)/newsletter/unsubscribe/actions';
import { subscribeToNewsletter } from '@/app/(site)/actions';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { createSession } from '@/lib/auth/session-token';
import { recordSession } from '@/lib/auth/sessions';
import { addSubscriber, findSubscriberByToken, listSubscribers } from '@/lib/db/newsletter';
import { UNSUBSCRIBE_MESSAGES } from '@/lib/newsletter/subscribers';

const SECRET = 'newsletter-test-auth-secret-0123456789abcdef';
const SITE = 'https://ev.example.org';
// Read by env() and authConfig() on their first use, which comes after this.
process.env.ADMIN_EMAIL = 'admin@example.com';
process.env.AUTH_SECRET = SECRET;
process.env.NEXT_PUBLIC_SITE_URL = SITE;

const sql = () => globalThis.testDb.sql;

async function tokenOf(email: string): Promise<string> {
  const [row] = await sql()<{ unsubscribe_token: string }[]>`
    select unsubscribe_token from newsletter_subscribers where lower(email) = lower(${email})`;
  return row!.unsubscribe_token;
}

/** A request for the export, with a session signed in as `as` (recorded by the server, as a sign-in does). */
async function exportRequest(options: { as?: string; headers?: Record<string, string> } = {}) {
  const cookie: Record<string, string> = {};
  if (options.as) {
    const session = createSession(options.as, false, SECRET);
    await recordSession(session.claims);
    cookie.cookie = `${SESSION_COOKIE}=${session.token}`;
  }
  return new NextRequest(`${SITE}/admin/subscribers/export`, {
    headers: { 'sec-fetch-site': 'same-origin', ...cookie, ...options.headers },
  });
}

describe('unsubscribe tokens', () => {
  it('every subscription gets its own unguessable token, kept when the address subscribes again', async () => {
    await subscribeToNewsletter({ email: 'one@example.com' });
    await subscribeToNewsletter({ email: 'two@example.com' });
    const one = await tokenOf('one@example.com');
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(await tokenOf('two@example.com')).not.toBe(one);

    const again = await subscribeToNewsletter({ email: 'ONE@example.com' });
    expect(again.ok).toBe(true);
    expect(await tokenOf('one@example.com')).toBe(one);
    expect(await sql()`select email from newsletter_subscribers where lower(email) = 'one@example.com'`).toHaveLength(1);
  });

  it('the unsubscribe action removes exactly that address and says so; the link then no longer works', async () => {
    await addSubscriber('leaving@example.com', 'site-header');
    await addSubscriber('staying@example.com', 'site-header');
    const token = await tokenOf('leaving@example.com');
    expect(await findSubscriberByToken(token)).toEqual({ email: 'leaving@example.com' });

    expect(await unsubscribe({ token })).toEqual({ ok: true, message: UNSUBSCRIBE_MESSAGES.done });
    expect(await findSubscriberByToken(token)).toBeUndefined();
    expect(await sql()`select 1 from newsletter_subscribers where email = 'staying@example.com'`).toHaveLength(1);
    expect(await unsubscribe({ token })).toEqual({ ok: false, message: UNSUBSCRIBE_MESSAGES.invalid });
  });

  it('refuses a malformed or unknown token without removing anything', async () => {
    const before = await sql()`select count(*)::int as n from newsletter_subscribers`;
    expect(await unsubscribe({ token: "' or 1=1 --" })).toMatchObject({ ok: false, message: UNSUBSCRIBE_MESSAGES.invalid });
    expect(await unsubscribe({ token: 'a'.repeat(64) })).toEqual({ ok: false, message: UNSUBSCRIBE_MESSAGES.invalid });
    expect(await sql()`select count(*)::int as n from newsletter_subscribers`).toEqual(before);
  });
});

describe('CSV export', () => {
  beforeAll(async () => {
    await sql()`delete from newsletter_subscribers`;
    await sql()`
      insert into newsletter_subscribers (email, source, created_at) values
        ('first@example.com', 'site-header', now() - interval '2 days'),
        ('=HYPERLINK("x")@example.com', 'site-header', now() - interval '1 day'),
        ('newest@example.com', null, now())`;
  });

  it('gives the administrator every subscriber, newest first, with a working unsubscribe link', async () => {
    const response = await exportCsv(await exportRequest({ as: 'admin@example.com' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const parsed = Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(['email', 'subscribed_at', 'source', 'unsubscribe_url']);
    // A spreadsheet must not run an address as a formula.
    expect(parsed.data.map((row) => row.email)).toEqual(['newest@example.com', `'=HYPERLINK("x")@example.com`, 'first@example.com']);
    expect(parsed.data.map((row) => row.source)).toEqual(['', 'site-header', 'site-header']);
    for (const row of parsed.data) expect(new Date(row.subscribed_at!).toISOString()).toBe(row.subscribed_at);

    const link = new URL(parsed.data[0]!.unsubscribe_url!);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/newsletter/unsubscribe`);
    expect(link.searchParams.get('token')).toBe(await tokenOf('newest@example.com'));
  });

  it('refuses without a session, for another account, and for a request from another site', async () => {
    const anonymous = await exportCsv(await exportRequest());
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'You must be logged in to access this page' });

    const intruder = await exportCsv(await exportRequest({ as: 'intruder@example.com' }));
    expect(intruder.status).toBe(403);

    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const response = await exportCsv(await exportRequest({ as: 'admin@example.com', headers }));
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('@example.com');
    }
  });
});

describe('subscriber list', () => {
  it('counts, searches (wildcards are literal) and pages newest first', async () => {
    const all = await listSubscribers({ search: '', page: 1, perPage: 2 });
    expect(all.total).toBe(3);
    expect(all.subscribers.map((row) => row.email)).toEqual(['newest@example.com', '=HYPERLINK("x")@example.com']);
    const second = await listSubscribers({ search: '', page: 2, perPage: 2 });
    expect(second.subscribers.map((row) => row.email)).toEqual(['first@example.com']);

    const found = await listSubscribers({ search: 'FIRST', page: 1, perPage: 50 });
    expect(found).toMatchObject({ total: 3, matching: 1 });
    expect((await listSubscribers({ search: '%', page: 1, perPage: 50 })).matching).toBe(0);
  });

  it('removing needs the admin session', async () => {
    const [row] = await sql()<{ id: number }[]>`select id from newsletter_subscribers limit 1`;
    expect(await removeSubscriber(row!.id)).toMatchObject({ ok: false, reason: 'login-required' });
    expect(await sql()`select 1 from newsletter_subscribers where id = ${row!.id}`).toHaveLength(1);
  });
});
