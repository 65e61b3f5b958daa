import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { verifySession } from '@/lib/auth/session-token';
import { signInAdmin } from '@/lib/auth/sign-in';
import type { CookieJar, CookieOptions } from '@/lib/auth/types';

jest.setTimeout(30_000);

const SECRET = 'integration-auth-secret-0123456789abcdef';
process.env.ADMIN_EMAIL = 'admin@example.com';
process.env.ADMIN_PASSWORD = 'right-password';
process.env.AUTH_SECRET = SECRET;

function memoryJar() {
  const values = new Map<string, string>();
  const options = new Map<string, CookieOptions>();
  const jar: CookieJar = {
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set: (name, value, cookieOptions) => {
      if (!value || cookieOptions.maxAge === 0) values.delete(name);
      else values.set(name, value);
      options.set(name, cookieOptions);
    },
  };
  return { jar, values, options };
}

const attempts = () =>
  globalThis.testDb.sql<{ email: string; client_key: string; succeeded: boolean }[]>`
    select email, client_key, succeeded from login_attempts order by id`;

describe('admin sign-in', () => {
  beforeEach(async () => {
    await globalThis.testDb.sql`delete from login_attempts`;
  });

  it('shows the field messages for an invalid address or a short password', async () => {
    const { jar } = memoryJar();
    await expect(signInAdmin({ email: 'nope', password: 'right-password' }, jar, 'c1')).resolves.toEqual({
      ok: false,
      field: 'email',
      message: AUTH_MESSAGES.invalidEmail,
    });
    await expect(signInAdmin({ email: 'admin@example.com', password: '12345' }, jar, 'c1')).resolves.toEqual({
      ok: false,
      field: 'password',
      message: AUTH_MESSAGES.shortPassword,
    });
  });

  it('refuses any other e-mail before checking the password, and counts the attempt', async () => {
    const { jar, values } = memoryJar();
    const result = await signInAdmin({ email: 'someone@example.com', password: 'right-password' }, jar, 'c1');
    expect(result).toEqual({ ok: false, message: AUTH_MESSAGES.accessDenied });
    expect(values.size).toBe(0);
    expect(await attempts()).toEqual([{ email: 'someone@example.com', client_key: 'c1', succeeded: false }]);
  });

  it('says the password is wrong and writes no session', async () => {
    const { jar, values } = memoryJar();
    const result = await signInAdmin({ email: 'admin@example.com', password: 'wrong-password' }, jar, 'c1');
    expect(result).toEqual({ ok: false, message: AUTH_MESSAGES.invalidPassword });
    expect(values.size).toBe(0);
  });

  it('signs in for one hour, returning to the page asked for', async () => {
    const { jar, values, options } = memoryJar();
    const result = await signInAdmin(
      { email: 'Admin@Example.com', password: 'right-password', next: '/admin/videos?q=bms' },
      jar,
      'c1',
    );
    expect(result).toEqual({ ok: true, redirectTo: '/admin/videos?q=bms', message: 'Welcome back!' });
    expect(options.get(SESSION_COOKIE)).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 3600 });
    const claims = verifySession(values.get(SESSION_COOKIE), SECRET);
    expect(claims?.sub).toBe('admin@example.com');
    expect(claims!.exp - claims!.iat).toBe(3600);
  });

  it('keeps the session 24 hours with "Remember me" and never redirects off the site', async () => {
    const { jar, options } = memoryJar();
    const result = await signInAdmin(
      { email: 'admin@example.com', password: 'right-password', remember: true, next: 'https://evil.example/admin' },
      jar,
      'c1',
    );
    expect(result).toMatchObject({ ok: true, redirectTo: '/admin/dashboard' });
    expect(options.get(SESSION_COOKIE)?.maxAge).toBe(86_400);
  });

  it('pauses sign-in for this client and e-mail after 5 failures, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { jar } = memoryJar();
      await expect(signInAdmin({ email: 'admin@example.com', password: 'wrong-password' }, jar, 'c1')).resolves.toMatchObject({
        message: AUTH_MESSAGES.invalidPassword,
      });
    }
    const { jar, values } = memoryJar();
    await expect(signInAdmin({ email: 'admin@example.com', password: 'right-password' }, jar, 'c1')).resolves.toEqual({
      ok: false,
      message: AUTH_MESSAGES.lockedOut,
    });
    expect(values.size).toBe(0);

    // Another client is not punished for the first one's failures.
    const other = memoryJar();
    await expect(signInAdmin({ email: 'admin@example.com', password: 'right-password' }, other.jar, 'c2')).resolves.toMatchObject({ ok: true });

    // Fifteen minutes later the pause is over.
    await globalThis.testDb.sql`update login_attempts set attempted_at = attempted_at - interval '16 minutes' where client_key = 'c1'`;
    const later = memoryJar();
    await expect(signInAdmin({ email: 'admin@example.com', password: 'right-password' }, later.jar, 'c1')).resolves.toMatchObject({ ok: true });
  });
});
