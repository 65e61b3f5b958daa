/** @jest-environment node */
import { deviceIdFor, DEVICE_SECONDS, issueDeviceToken } from '@/lib/auth/device';
import { forbiddenReason, LOGIN_REASONS } from '@/lib/auth/messages';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { safeNextPath } from '@/lib/auth/redirect';
import { createSession, signSession, verifySession } from '@/lib/auth/session-token';
import { delayAfterFailures, throttleState, waitText } from '@/lib/auth/throttle';

// scrypt is deliberately slow; a busy machine must not fail the password tests on time.
jest.setTimeout(30_000);

const SECRET = 'x'.repeat(48);
const HOUR = 3_600_000;
const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

describe('session cookie', () => {
  const start = Date.UTC(2026, 0, 1, 12);

  it('ends one hour after sign-in without "Remember me"', () => {
    const { token, maxAge } = createSession('admin@example.com', false, SECRET, start);
    expect(maxAge).toBe(3600);
    expect(verifySession(token, SECRET, start + HOUR - 1000)?.sub).toBe('admin@example.com');
    expect(verifySession(token, SECRET, start + HOUR)).toBeUndefined();
  });

  it('lasts 24 hours with "Remember me"', () => {
    const { token, maxAge } = createSession('admin@example.com', true, SECRET, start);
    expect(maxAge).toBe(24 * 3600);
    expect(verifySession(token, SECRET, start + 23 * HOUR)?.sub).toBe('admin@example.com');
    expect(verifySession(token, SECRET, start + 24 * HOUR)).toBeUndefined();
  });

  it('rejects a token whose claims were edited', () => {
    const { token } = createSession('admin@example.com', false, SECRET, start);
    const [, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin@example.com', iat: start / 1000, exp: start / 1000 + 86_400 * 30 }))
      .toString('base64url');
    expect(verifySession(`${forged}.${mac}`, SECRET, start)).toBeUndefined();
    const otherUser = Buffer.from(JSON.stringify({ sub: 'intruder@example.com', iat: start / 1000, exp: start / 1000 + 60 }))
      .toString('base64url');
    expect(verifySession(`${otherUser}.${mac}`, SECRET, start)).toBeUndefined();
  });

  it('rejects a token signed with another secret, a flipped signature and garbage', () => {
    const { token } = createSession('admin@example.com', false, SECRET, start);
    expect(verifySession(token, 'y'.repeat(48), start)).toBeUndefined();
    // The second-to-last character changes (the last one's spare bits are the next test's); it is read, not the last,
    // so the change is never to the character already there (1 token in 64 before).
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.slice(-1);
    expect(flipped).not.toBe(token);
    expect(verifySession(flipped, SECRET, start)).toBeUndefined();
    expect(verifySession('not-a-token', SECRET, start)).toBeUndefined();
    expect(verifySession(`${token}.extra`, SECRET, start)).toBeUndefined();
    expect(verifySession(undefined, SECRET, start)).toBeUndefined();
  });

  it('refuses any change to the last character of the signature, even one that decodes to the same bytes', () => {
    // A 32-byte signature's last base64url character carries 2 spare bits: flipping them keeps the bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const { token } = createSession('admin@example.com', false, SECRET, start);
    const last = alphabet.indexOf(token.at(-1)!);
    for (const spare of [1, 2, 3]) {
      const edited = token.slice(0, -1) + alphabet[last ^ spare];
      expect(verifySession(edited, SECRET, start)).toBeUndefined();
    }
  });

  it('refuses a correctly signed token that claims to last longer than 24 hours', () => {
    const iat = start / 1000;
    const token = signSession({ sub: 'admin@example.com', sid: 'abc', iat, exp: iat + 24 * 3600 + 1 }, SECRET);
    expect(verifySession(token, SECRET, start)).toBeUndefined();
  });

  it('gives every session its own id, and refuses a signed token without one', () => {
    const a = createSession('admin@example.com', false, SECRET, start);
    const b = createSession('admin@example.com', false, SECRET, start);
    expect(verifySession(a.token, SECRET, start)?.sid).toBe(a.claims.sid);
    expect(a.claims.sid).not.toBe(b.claims.sid);
    const iat = start / 1000;
    const withoutId = signSession({ sub: 'admin@example.com', iat, exp: iat + 60 } as never, SECRET);
    expect(verifySession(withoutId, SECRET, start)).toBeUndefined();
  });
});

describe('password hash', () => {
  it('accepts the password it was made from and nothing else', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt:131072:8:1:/);
    expect(hash).not.toContain('correct');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
    await expect(verifyPassword('correct horse battery', 'plain-text')).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });
});

describe('sign-in throttling', () => {
  const now = new Date(Date.UTC(2026, 0, 1, 12));
  const ago = (seconds: number, succeeded = false) => ({ succeeded, attemptedAt: new Date(now.getTime() - seconds * 1000) });

  it('lets four failures through freely, then doubles the wait from 1 s up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(delayAfterFailures)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(delayAfterFailures)).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfterFailures(40)).toBe(15 * 60_000);
  });

  it('makes the next attempt wait after the fifth failure, counted from the latest one', () => {
    const four = [ago(1), ago(2), ago(3), ago(4)];
    expect(throttleState(four, now)).toEqual({ allowed: true, failures: 4 });
    const five = [ago(0.5), ...four];
    expect(throttleState(five, now)).toEqual({ allowed: false, failures: 5, retryAt: new Date(now.getTime() + 500) });
    expect(throttleState([ago(1.5), ...four], now)).toEqual({ allowed: true, failures: 5 });
  });

  it('counts only failures after the last successful sign-in, and forgets them after a day', () => {
    expect(throttleState([ago(1), ago(2), ago(3, true), ago(4), ago(5), ago(6), ago(7), ago(8)], now)).toEqual({ allowed: true, failures: 2 });
    const old = Array.from({ length: 10 }, (_, index) => ago(25 * 3600 + index));
    expect(throttleState(old, now)).toEqual({ allowed: true, failures: 0 });
  });

  it('says how long to wait, rounded up', () => {
    expect(waitText(new Date(now.getTime() + 400), now)).toBe('1 second');
    expect(waitText(new Date(now.getTime() + 7200), now)).toBe('8 seconds');
    expect(waitText(new Date(now.getTime() + 61_000), now)).toBe('2 minutes');
  });
});

describe('device cookie', () => {
  const start = Date.UTC(2026, 0, 1, 12);

  it('names the account it was issued for and nothing else', () => {
    const token = issueDeviceToken('Admin@Example.com', SECRET, start);
    expect(deviceIdFor(token, 'admin@example.com', SECRET, start)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceIdFor(token, 'other@example.com', SECRET, start)).toBeUndefined();
    expect(deviceIdFor(token, 'admin@example.com', 'y'.repeat(48), start)).toBeUndefined();
    expect(deviceIdFor(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), 'admin@example.com', SECRET, start)).toBeUndefined();
  });

  it('expires after half a year and can never pass as a session', () => {
    const token = issueDeviceToken('admin@example.com', SECRET, start);
    expect(deviceIdFor(token, 'admin@example.com', SECRET, start + (DEVICE_SECONDS - 60) * 1000)).toBeDefined();
    expect(deviceIdFor(token, 'admin@example.com', SECRET, start + DEVICE_SECONDS * 1000)).toBeUndefined();
    expect(verifySession(token, SECRET, start)).toBeUndefined();
    expect(verifySession(token.split('.').slice(1).join('.'), SECRET, start)).toBeUndefined();
  });
});

describe('return path after sign-in', () => {
  it.each([
    ['/admin/articles', '/admin/articles'],
    ['/admin/videos?q=battery#top', '/admin/videos?q=battery#top'],
    ['https://evil.example/admin', DEFAULT_AFTER_LOGIN],
    ['//evil.example/admin', DEFAULT_AFTER_LOGIN],
    ['/\\evil.example', DEFAULT_AFTER_LOGIN],
    ['\\\\evil.example', DEFAULT_AFTER_LOGIN],
    ['javascript:alert(1)', DEFAULT_AFTER_LOGIN],
    ['/admin/%0d%0aSet-Cookie:x', '/admin/%0d%0aSet-Cookie:x'],
    ['/admin\tfoo', DEFAULT_AFTER_LOGIN],
    ['/admin/login?next=/admin/login', DEFAULT_AFTER_LOGIN],
    ['/.//evil.example', DEFAULT_AFTER_LOGIN],
    ['/admin/..//evil.example/x', DEFAULT_AFTER_LOGIN],
    ['/%2e%2e//evil.example', DEFAULT_AFTER_LOGIN],
    ['/./\\evil.example', DEFAULT_AFTER_LOGIN],
    ['/admin/./videos/../articles', '/admin/articles'],
    ['', DEFAULT_AFTER_LOGIN],
    [undefined, DEFAULT_AFTER_LOGIN],
  ])('%s goes to %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('refusal wording for a session of another e-mail', () => {
  it("uses the dashboard's and affiliate screens' 'Unauthorized access' there and the guard's text elsewhere", () => {
    expect(LOGIN_REASONS[forbiddenReason('/admin/dashboard')]).toBe('Unauthorized access');
    expect(LOGIN_REASONS[forbiddenReason('/admin/affiliate/edit/3')]).toBe('Unauthorized access');
    expect(LOGIN_REASONS[forbiddenReason('/admin/articles')]).toBe('You do not have permission to access this page');
  });
});
