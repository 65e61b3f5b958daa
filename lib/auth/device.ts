import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie: a browser that once signed in successfully carries a signed token naming the
 * account and a random device id. Its sign-in attempts are throttled on their own, so failures from
 * anywhere else (even from the same network address) never slow the administrator's known browser.
 */
export const DEVICE_COOKIE = 'ev_admin_device';
/** Half a year: long enough to outlive any attack, short enough that a forgotten browser drops off. */
export const DEVICE_SECONDS = 180 * 24 * 60 * 60;
// Sent only where it is used: the login page and its sign-in action.
export const DEVICE_COOKIE_PATH = '/admin/login';

interface DeviceClaims {
  sub: string;
  did: string;
  iat: number;
}

// Its own key, derived from the session secret, so a device token can never pass as a session token.
const deviceKey = (secret: string) => createHmac('sha256', secret).update('admin-device-cookie').digest();
const mac = (payload: string, secret: string) =>
  createHmac('sha256', deviceKey(secret)).update(payload).digest('base64url');

export function issueDeviceToken(email: string, secret: string, now = Date.now()): string {
  const claims: DeviceClaims = { sub: email.toLowerCase(), did: randomBytes(16).toString('base64url'), iat: Math.floor(now / 1000) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `d1.${payload}.${mac(payload, secret)}`;
}

/** The device id of a valid, unexpired token issued for this e-mail; anything else is undefined. */
export function deviceIdFor(token: string | undefined, email: string, secret: string, now = Date.now()): string | undefined {
  if (!token) return undefined;
  const [version, payload, signature, extra] = token.split('.');
  if (version !== 'd1' || !payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: Partial<DeviceClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<DeviceClaims>;
  } catch {
    return undefined;
  }
  if (typeof claims.sub !== 'string' || typeof claims.did !== 'string' || typeof claims.iat !== 'number') return undefined;
  if (claims.sub !== email.trim().toLowerCase()) return undefined;
  if (Math.floor(now / 1000) - claims.iat >= DEVICE_SECONDS) return undefined;
  return claims.did;
}
