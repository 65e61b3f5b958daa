import 'server-only';
import { NextRequest } from 'next/server';
import { adminOf, AUTH_MESSAGES, AuthError } from '@/lib/auth';
import type { CookieJar } from '@/lib/auth/types';
import { env } from '@/lib/env';

const json = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The admin session check of a route handler, read from the request itself: the same check as
 * requireAdmin(), so a session the server has forgotten (signed out, 'Sign out everywhere') opens no
 * download either, however valid its signature. Answers undefined for the administrator, and the refusal to
 * send otherwise: 401 without a live session, 403 for another account or a request started by another site.
 * A refused request touches nothing.
 */
export async function refuseUnlessAdmin(request: Request): Promise<Response | undefined> {
  if (!isSameSite(request)) return json(403, AUTH_MESSAGES.forbidden);
  return refuseUnlessAdminSession(request);
}

/** refuseUnlessAdmin() without the same-site check, for a handler that makes its own (an upload's Origin check). */
export async function refuseUnlessAdminSession(request: Request): Promise<Response | undefined> {
  // Only the headers are read: the body stays with the handler.
  const { cookies } = request instanceof NextRequest ? request : new NextRequest(request.url, { headers: request.headers });
  const jar: CookieJar = {
    getAll: () => cookies.getAll().map(({ name, value }) => ({ name, value })),
    // Refreshed cookies are written by the proxy and the pages; a route handler keeps the session as it is.
    set: () => undefined,
  };
  try {
    await adminOf(jar);
  } catch (error) {
    if (error instanceof AuthError) return json(error.reason === 'forbidden' ? 403 : 401, error.message);
    throw error;
  }
  return undefined;
}

/**
 * Whether the request comes from our own pages (or the address bar): the browser's Sec-Fetch-Site and
 * Origin headers, when sent, must not name another site. The session cookie is SameSite=Lax, which still
 * rides along on a link from another site; this closes that door too.
 */
function isSameSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const own = new Set([new URL(request.url).origin, new URL(env().NEXT_PUBLIC_SITE_URL).origin]);
  return own.has(origin);
}
