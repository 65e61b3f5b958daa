import { randomBytes, scryptSync } from 'node:crypto';
import { NextRequest } from 'next/server';
import { adminOf, AuthError, revokeSessionToken, signOutEverywhere, signOutThisBrowser } from '@/lib/auth';
import { SESSION_COOKIE, SIGNED_OUT_SESSION_HEADER } from '@/lib/auth/cookies';
import { createSession } from '@/lib/auth/session-token';
import { signInAdmin } from '@/lib/auth/sign-in';
import type { CookieJar } from '@/lib/auth/types';
import { proxy } from '@/proxy';

const SECRET = 'sessions-test-auth-secret-0123456789abcdef';
const salt = randomBytes(16);
// The production hash format at a cost a shared test machine checks quickly (the cost is read from the hash).
process.env.ADMIN_PASSWORD_HASH = [
  'scrypt', 4096, 8, 1, salt.toString('base64url'),
  scryptSync('right-password', salt, 64, { N: 4096, r: 8, p: 1 }).toString('base64url'),
].join(':');
process.env.ADMIN_EMAIL = 'admin@example.com';
process.env.AUTH_SECRET = SECRET;

/** One browser's cookie store. */
function browser(values = new Map<string, string>()) {
  const jar: CookieJar = {
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set: (name, value, options) => {
      if (!value || options.maxAge === 0) values.delete(name);
      else values.set(name, value);
    },
  };
  return { jar, values, copy: () => browser(new Map(values)) };
}

async function signedIn(client = 'c1') {
  const b = browser();
  await expect(signInAdmin({ email: 'admin@example.com', password: 'right-password' }, b.jar, client)).resolves.toMatchObject({ ok: true });
  return b;
}

const refusal = (jar: CookieJar) => adminOf(jar).then(() => 'admitted', (error: unknown) => (error instanceof AuthError ? error.reason : String(error)));

describe('server-side sessions', () => {
  it('admits a recorded session and keeps only a hash of its id', async () => {
    const b = await signedIn();
    await expect(adminOf(b.jar)).resolves.toEqual({ email: 'admin@example.com' });
    const sid = JSON.parse(Buffer.from(b.values.get(SESSION_COOKIE)!.split('.')[0]!, 'base64url').toString()).sid as string;
    const rows = await globalThis.testDb.sql<{ id: string }[]>`select id from admin_sessions`;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.id)).not.toContain(sid);
  });

  it('refuses a correctly signed cookie the server never issued', async () => {
    const forged = browser(new Map([[SESSION_COOKIE, createSession('admin@example.com', true, SECRET).token]]));
    await expect(refusal(forged.jar)).resolves.toBe('login-required');
  });

  it('logout ends the session for every copy of its cookie, and no other session', async () => {
    const first = await signedIn();
    const stolen = first.copy();
    const second = await signedIn('c2');
    await signOutThisBrowser(first.jar);
    expect(first.values.has(SESSION_COOKIE)).toBe(false);
    await expect(refusal(stolen.jar)).resolves.toBe('login-required');
    await expect(refusal(second.jar)).resolves.toBe('admitted');
  });

  it('opening the login page ends the session the browser came with', async () => {
    const b = await signedIn();
    const stolen = b.copy();
    const token = b.values.get(SESSION_COOKIE)!;
    // The proxy clears the browser's cookies and hands the old session to the page, which revokes it.
    const response = await proxy(new NextRequest('http://localhost:3000/admin/login', { headers: { cookie: `${SESSION_COOKIE}=${token}` } }));
    expect(response.cookies.get(SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    const handed = response.headers.get(`x-middleware-request-${SIGNED_OUT_SESSION_HEADER}`);
    expect(handed).toBe(token);
    await revokeSessionToken(handed);
    await expect(refusal(stolen.jar)).resolves.toBe('login-required');

    // A prefetch signs nothing out, and a header sent by the client itself is never passed on as it is.
    const other = await signedIn('c2');
    const prefetch = await proxy(
      new NextRequest('http://localhost:3000/admin/login', {
        headers: { cookie: `${SESSION_COOKIE}=${other.values.get(SESSION_COOKIE)}`, 'next-router-prefetch': '1', [SIGNED_OUT_SESSION_HEADER]: 'forged' },
      }),
    );
    expect(prefetch.headers.get(`x-middleware-request-${SIGNED_OUT_SESSION_HEADER}`)).toBeNull();
    await revokeSessionToken('forged');
    await expect(refusal(other.jar)).resolves.toBe('admitted');
  });

  it("'Sign out everywhere' ends every session of the administrator at once", async () => {
    const office = await signedIn('office');
    const laptop = await signedIn('laptop');
    const ended = await signOutEverywhere('admin@example.com', office.jar);
    expect(ended).toBeGreaterThanOrEqual(2);
    await expect(refusal(office.jar)).resolves.toBe('login-required');
    await expect(refusal(laptop.jar)).resolves.toBe('login-required');
    // Signing in again afterwards works as before.
    const fresh = await signedIn('office');
    await expect(refusal(fresh.jar)).resolves.toBe('admitted');
  });

  it('a session the server has no record of (database reset) opens nothing', async () => {
    const b = await signedIn();
    await globalThis.testDb.sql`delete from admin_sessions`;
    await expect(refusal(b.jar)).resolves.toBe('login-required');
  });

  it('a session of another e-mail is refused as forbidden, before any record is looked up', async () => {
    const other = browser(new Map([[SESSION_COOKIE, createSession('intruder@example.com', false, SECRET).token]]));
    await expect(refusal(other.jar)).resolves.toBe('forbidden');
  });
});
