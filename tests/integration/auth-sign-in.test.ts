import { randomBytes, scryptSync } from 'node:crypto';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { DEVICE_COOKIE } from '@/lib/auth/device';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { PasswordCheckBusyError, passwordCheckLoad, verifyPassword } from '@/lib/auth/password';
import { verifySession } from '@/lib/auth/session-token';
import { signInAdmin } from '@/lib/auth/sign-in';
import type { CookieJar, CookieOptions } from '@/lib/auth/types';

// docs/product/limits.md §4: password hashes computed at once / waiting.
const MAX_CONCURRENT_HASHES = 2;
const MAX_WAITING_HASHES = 8;

jest.setTimeout(60_000);

/**
 * A hash in the production format with a lower cost: every code path is the same (the cost is read from
 * the hash), but a shared two-core machine checks it in milliseconds instead of seconds.
 */
function quickHash(password: string, cost = 2 ** 12): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 * 2 });
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(':');
}

const SECRET = 'integration-auth-secret-0123456789abcdef';
process.env.ADMIN_EMAIL = 'admin@example.com';
process.env.ADMIN_PASSWORD_HASH = quickHash('right-password');
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
    expect(await attempts()).toEqual([{ email: 'someone@example.com', client_key: 'client:c1', succeeded: false }]);
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

  it('never leaves the site through a path that only looks local once normalised', async () => {
    for (const next of ['/.//evil.example', '/admin/..//evil.example/', '/%2e%2e//evil.example']) {
      const { jar } = memoryJar();
      await expect(signInAdmin({ email: 'admin@example.com', password: 'right-password', next }, jar, 'c1')).resolves.toMatchObject({
        ok: true,
        redirectTo: '/admin/dashboard',
      });
    }
  });
});

describe('sign-in throttling per account and client', () => {
  beforeEach(async () => {
    await globalThis.testDb.sql`delete from login_attempts`;
  });

  const wrong = (jar: ReturnType<typeof memoryJar>['jar'], client: string) =>
    signInAdmin({ email: 'admin@example.com', password: 'wrong-password' }, jar, client);
  const right = (jar: ReturnType<typeof memoryJar>['jar'], client: string) =>
    signInAdmin({ email: 'admin@example.com', password: 'right-password' }, jar, client);
  /** Moves the attempts into the past, as if the wait had passed. */
  const wait = (seconds: number) =>
    globalThis.testDb.sql`update login_attempts set attempted_at = attempted_at - make_interval(secs => ${seconds})`;
  /** Dates the last failure to this instant, so a slow machine cannot let the wait pass before the check. */
  const justNow = () =>
    globalThis.testDb.sql`update login_attempts set attempted_at = now() where id = (select max(id) from login_attempts)`;

  it('makes a client wait longer after each failure past the fourth, without checking the password meanwhile', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(wrong(memoryJar().jar, 'c1')).resolves.toMatchObject({ message: AUTH_MESSAGES.invalidPassword });
    }
    await justNow();
    // Even the right password is not checked while the wait lasts: no 128 MiB hash runs for it.
    const hashesBefore = passwordCheckLoad().started;
    const early = memoryJar();
    await expect(right(early.jar, 'c1')).resolves.toEqual({
      ok: false,
      message: 'Too many failed sign-in attempts. Please wait 1 second before trying again.',
    });
    expect(passwordCheckLoad().started).toBe(hashesBefore);
    expect(early.values.size).toBe(0);

    // After the wait one more attempt runs; its failure doubles the wait.
    await wait(1);
    await expect(wrong(memoryJar().jar, 'c1')).resolves.toMatchObject({ message: AUTH_MESSAGES.invalidPassword });
    await justNow();
    await expect(right(memoryJar().jar, 'c1')).resolves.toMatchObject({ message: expect.stringMatching(/Please wait 2 seconds/) });

    // Another client is not slowed by the first one's failures: there is no global lock.
    await expect(right(memoryJar().jar, 'c2')).resolves.toMatchObject({ ok: true });

    await wait(2);
    await expect(right(memoryJar().jar, 'c1')).resolves.toMatchObject({ ok: true });
  });

  it("failures from another client at the same address never block the administrator's browser with its device cookie", async () => {
    // The administrator signed in before from this browser and got its device cookie.
    const browser = memoryJar();
    await expect(right(browser.jar, 'shared-address')).resolves.toMatchObject({ ok: true });
    expect(browser.options.get(DEVICE_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/admin/login' });
    expect(browser.values.get(DEVICE_COOKIE)).toBeDefined();

    // Someone behind the same address (an office NAT, or a server with no trusted proxy) guesses 20 times.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await wait(3600);
      await wrong(memoryJar().jar, 'shared-address');
    }
    await justNow();
    await expect(right(memoryJar().jar, 'shared-address')).resolves.toMatchObject({ ok: false, message: expect.stringMatching(/Please wait 3 minutes/) });

    // The administrator's browser is judged on its own record and signs in at once.
    const device = browser.values.get(DEVICE_COOKIE)!;
    const again = memoryJar();
    again.jar.set(DEVICE_COOKIE, device, {});
    await expect(right(again.jar, 'shared-address')).resolves.toMatchObject({ ok: true });
    const keys = await globalThis.testDb.sql<{ client_key: string; succeeded: boolean }[]>`
      select client_key, succeeded from login_attempts where succeeded order by id`;
    expect(keys.map((row) => row.client_key)).toEqual(['client:shared-address', expect.stringMatching(/^device:/)]);

    // A device cookie made for another account, or forged, counts for nothing.
    const forged = memoryJar();
    forged.jar.set(DEVICE_COOKIE, device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), {});
    await expect(right(forged.jar, 'shared-address')).resolves.toMatchObject({ ok: false });
  });
});

describe('password checks under a flood', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} scrypt hashes at once and refuses checks beyond the waiting line`, async () => {
    const stored = quickHash('right-password', 2 ** 14);
    const flood = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES + 3 }, () =>
      verifyPassword('wrong-password', stored).then(
        (matched) => ({ refused: false, matched }),
        (error: unknown) => ({ refused: error instanceof PasswordCheckBusyError, matched: false }),
      ),
    );
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((outcome) => outcome.refused)).toHaveLength(3);
    expect(outcomes.every((outcome) => !outcome.matched)).toBe(true);
    expect(passwordCheckLoad()).toMatchObject({ running: 0, waiting: 0, peak: MAX_CONCURRENT_HASHES });
  });

  it('answers a refused check with a message instead of queueing', async () => {
    const stored = quickHash('x-password', 2 ** 15);
    const busy = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, () => verifyPassword('nope-nope', stored));
    await expect(signInAdmin({ email: 'admin@example.com', password: 'right-password' }, memoryJar().jar, 'flood')).resolves.toEqual({
      ok: false,
      message: AUTH_MESSAGES.busy,
    });
    await Promise.all(busy);
  });
});
