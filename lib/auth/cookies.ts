import type { CookieOptions } from '@/lib/auth/types';

export const SESSION_COOKIE = 'ev_admin_session';

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
