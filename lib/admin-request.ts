import 'server-only';
import type { NextRequest } from 'next/server';
import { AUTH_MESSAGES, createAuthProvider } from '@/lib/auth';
import { authConfig, isAdminEmail } from '@/lib/auth/config';
import type { CookieJar } from '@/lib/auth/types';
import { env } from '@/lib/env';

const json = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The admin session check of a route handler that serves the administrator's data (a CSV export, an
 * application's document), read from the request itself. Answers undefined for the administrator, and the
 * refusal to send otherwise: 401 without a session, 403 for another account or a request started by
 * another site. A refused request touches nothing.
 */
export async function refuseUnlessAdmin(request: NextRequest): Promise<Response | undefined> {
  if (!isSameSite(request)) return json(403, AUTH_MESSAGES.forbidden);
  const jar: CookieJar = {
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    // Refreshed cookies are written by the proxy and the pages; a download keeps the session as it is.
    set: () => undefined,
  };
  const config = authConfig();
  const email = await createAuthProvider(jar, config).currentEmail();
  if (!email) return json(401, AUTH_MESSAGES.loginRequired);
  if (!isAdminEmail(email, config)) return json(403, AUTH_MESSAGES.forbidden);
  return undefined;
}

/**
 * Whether the request comes from our own pages (or the address bar): the browser's Sec-Fetch-Site and
 * Origin headers, when sent, must not name another site. The session cookie is SameSite=Lax, which still
 * rides along on a link from another site; this closes that door too.
 */
export function isSameSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const own = new Set([new URL(request.url).origin, new URL(env().NEXT_PUBLIC_SITE_URL).origin]);
  return own.has(origin);
}
