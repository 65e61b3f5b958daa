import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { authConfig, isAdminEmail } from '@/lib/auth/config';
import { SESSION_COOKIE, readCookie } from '@/lib/auth/cookies';
import { AUTH_MESSAGES, type LoginReason } from '@/lib/auth/messages';
import { createAuthProvider } from '@/lib/auth/provider';
import { verifySession } from '@/lib/auth/session-token';
import { isSessionLive, revokeEverySession, revokeSession } from '@/lib/auth/sessions';
import type { CookieJar } from '@/lib/auth/types';

export { AUTH_MESSAGES } from '@/lib/auth/messages';

/** A request came over HTTPS: directly (Next sets x-forwarded-proto from the socket) or through a proxy. */
const isHttpsRequest = (list: Pick<Headers, 'get'>) =>
  list.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';

/**
 * The cookies of the current request. Server components may read but not write cookies; a write there
 * (a refresh or a sign-out of a foreign session) is skipped and happens on the next action or proxy pass.
 */
export async function requestCookieJar(): Promise<CookieJar | undefined> {
  let store: Awaited<ReturnType<typeof cookies>>;
  let list: Awaited<ReturnType<typeof headers>>;
  try {
    [store, list] = await Promise.all([cookies(), headers()]);
  } catch {
    // Outside a request (a script, or a test calling an action directly) there is no session at all.
    return undefined;
  }
  return {
    https: isHttpsRequest(list),
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      try {
        store.set({ name, value, ...options, sameSite: options.sameSite === true ? 'strict' : options.sameSite });
      } catch {
        // Read-only during rendering.
      }
    },
  };
}

export class AuthError extends Error {
  constructor(public readonly reason: LoginReason) {
    super(reason === 'forbidden' ? AUTH_MESSAGES.forbidden : AUTH_MESSAGES.loginRequired);
    this.name = 'AuthError';
  }
}

/**
 * The real permission check, run by the admin layout and inside every admin server action and route
 * handler (the proxy's check is only a fast redirect). Throws AuthError without a session, for a session
 * of any other e-mail, and for a session the server no longer knows (signed out, or 'Sign out everywhere').
 */
export async function requireAdmin(): Promise<{ email: string }> {
  return adminOf(await requestCookieJar());
}

/** requireAdmin() for given cookies. */
export async function adminOf(jar: CookieJar | undefined): Promise<{ email: string }> {
  const session = jar && (await createAuthProvider(jar).currentSession());
  if (!session) throw new AuthError('login-required');
  // The refusal does not sign out here: in a server action a cookie change re-renders the page, whose own
  // check would turn this answer into a redirect. The login page the administrator is sent to signs out.
  if (!isAdminEmail(session.sub, authConfig())) throw new AuthError('forbidden');
  if (!(await isSessionLive(session))) throw new AuthError('login-required');
  return { email: session.sub };
}

/** requireAdmin() for pages and layouts: a refusal goes to the login page with the site's message. */
export async function requireAdminPage(): Promise<{ email: string }> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof AuthError) redirect(`/admin/login?reason=${error.reason}`);
    throw error;
  }
}

/** The session this request's cookie names, read without asking any service (it may be down). */
function cookieSession(jar: CookieJar) {
  return verifySession(readCookie(jar.getAll(), SESSION_COOKIE), authConfig().secret);
}

/**
 * Logout: the server forgets the session first (a copy of the cookie opens nothing afterwards), then this
 * browser's cookies are cleared. If the record cannot be revoked the cookies stay, so the failure is
 * reported and the administrator can try again.
 */
export async function signOutThisBrowser(jar?: CookieJar): Promise<void> {
  jar ??= await requestCookieJar();
  if (!jar) return;
  const session = cookieSession(jar);
  if (session) await revokeSession(session);
  await createAuthProvider(jar).signOut('local');
}

/**
 * Opening the login page ends the session the browser came with: the proxy clears its cookies and passes
 * the token on (SIGNED_OUT_SESSION_HEADER); here the server forgets it. Only a validly signed token counts.
 */
export async function revokeSessionToken(token: string | null | undefined): Promise<void> {
  const session = verifySession(token ?? undefined, authConfig().secret);
  if (session) await revokeSession(session);
}

/**
 * 'Sign out everywhere': every recorded session of the administrator ends, and with Supabase every session
 * of the user there too. This browser's cookies are left to the login page it goes to next: clearing them
 * inside a server action would re-render the guarded page and lose the answer.
 */
export async function signOutEverywhere(email: string, jar?: CookieJar): Promise<number> {
  const ended = await revokeEverySession(email);
  jar ??= await requestCookieJar();
  if (jar && authConfig().provider === 'supabase') {
    await createAuthProvider({ ...jar, set: () => {} }).signOut('global');
  }
  return ended;
}
