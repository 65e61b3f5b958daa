import type { CookieOptions } from '@/lib/auth/types';

export const SESSION_COOKIE = 'ev_admin_session';

/** HttpOnly so script cannot read it, SameSite=Lax against cross-site posts, Secure over HTTPS in production. */
export function sessionCookieOptions(production: boolean, maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge };
}

export const readCookie = (all: { name: string; value: string }[], name: string) =>
  all.find((cookie) => cookie.name === name)?.value;
