import type { CookieOptions } from '@/lib/auth/types';

export const SESSION_COOKIE = 'ev_admin_session';

/**
 * The proxy hands the session it signed out on the login page to that page, which revokes it on the
 * server (the proxy itself never touches the database). Next passes a cookie the proxy deleted on to the
 * page as deleted, hence a header. A client sending it can only revoke a session whose signed token it holds.
 */
export const SIGNED_OUT_SESSION_HEADER = 'x-ev-signed-out-session';

/**
 * HttpOnly so script cannot read it, SameSite=Lax against cross-site posts, Secure whenever the site is
 * served over HTTPS (the configured site URL, the request itself, or a production host outside the
 * embedded mode).
 */
export function sessionCookieOptions(secure: boolean, maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge };
}

export const secureFor = (config: { secureCookies: boolean }, jar: { https?: boolean }) =>
  config.secureCookies || jar.https === true;

export const readCookie = (all: { name: string; value: string }[], name: string) =>
  all.find((cookie) => cookie.name === name)?.value;
