import { subscribeToNewsletter } from '@/app/(site)/actions';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/signup';

const sql = () => globalThis.testDb.sql;

describe('newsletter subscription', () => {
  it('stores a valid address and thanks the reader', async () => {
    const result = await subscribeToNewsletter({ email: '  Tech@Example.com ' });
    expect(result).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.success });
    const rows = await sql()<{ email: string }[]>`select email from newsletter_subscribers`;
    expect(rows.map((row) => row.email)).toEqual(['Tech@Example.com']);
  });

  it('refuses an invalid address with a message and stores nothing', async () => {
    const result = await subscribeToNewsletter({ email: 'not-an-email' });
    expect(result).toEqual({ ok: false, field: 'email', message: 'Please enter a valid email address' });
    const [count] = await sql()<{ n: number }[]>`select count(*)::int as n from newsletter_subscribers where email = 'not-an-email'`;
    expect(count?.n).toBe(0);
  });

  it('treats subscribing twice as a success and keeps one row', async () => {
    await subscribeToNewsletter({ email: 'twice@example.com' });
    const again = await subscribeToNewsletter({ email: 'TWICE@example.com' });
    expect(again.ok).toBe(true);
    const [count] = await sql()<{ n: number }[]>`
      select count(*)::int as n from newsletter_subscribers where lower(email) = 'twice@example.com'`;
    expect(count?.n).toBe(1);
  });
});
