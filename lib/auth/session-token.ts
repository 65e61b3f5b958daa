import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Session lengths: the site's automatic sign-out after 3,600,000 ms, or 24 hours with 'Remember me'. */
const SESSION_SECONDS = 60 * 60;
const REMEMBER_SECONDS = 24 * 60 * 60;

const sessionSeconds = (remember: boolean) => (remember ? REMEMBER_SECONDS : SESSION_SECONDS);

export interface SessionClaims {
  /** The signed-in e-mail address. */
  sub: string;
  /** This session's id: the server keeps a record of it, and a revoked id no longer opens the back office. */
  sid: string;
  /** Issued at and expiry, in seconds since the epoch. */
  iat: number;
  exp: number;
}

const signature = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

// Exported for its unit test: the rule is the contract.
/** `base64url(json).base64url(hmac-sha256)`: readable, but any change to it breaks the signature. */
export function signSession(claims: SessionClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

const newSessionId = () => randomBytes(18).toString('base64url');

export function createSession(email: string, remember: boolean, secret: string, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  const maxAge = sessionSeconds(remember);
  const claims: SessionClaims = { sub: email, sid: newSessionId(), iat, exp: iat + maxAge };
  return { token: signSession(claims, secret), maxAge, claims };
}

/** The claims of a token signed with this secret and not yet expired; anything else is undefined. */
export function verifySession(token: string | undefined, secret: string, now = Date.now()): SessionClaims | undefined {
  if (!token) return undefined;
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  // Compared as text, not decoded bytes: base64url ignores the spare bits of its last character, so a
  // byte comparison would accept a token whose text was changed.
  const expected = Buffer.from(signature(payload, secret).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const c = claims as Partial<SessionClaims>;
  if (typeof c.sub !== 'string' || typeof c.sid !== 'string' || !c.sid || typeof c.iat !== 'number' || typeof c.exp !== 'number') {
    return undefined;
  }
  // A session may never outlive the longest lifetime, whatever the token says.
  if (c.exp - c.iat > REMEMBER_SECONDS) return undefined;
  if (Math.floor(now / 1000) >= c.exp) return undefined;
  return { sub: c.sub, sid: c.sid, iat: c.iat, exp: c.exp };
}
