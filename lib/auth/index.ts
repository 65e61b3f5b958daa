import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { authConfig, isAdminEmail, type AuthConfig } from '@/lib/auth/config';
import { createLocalAuth } from '@/lib/auth/local';
import { AUTH_MESSAGES, type LoginReason } from '@/lib/auth/messages';
import type { AuthProvider, CookieJar } from '@/lib/auth/types';

export { AUTH_MESSAGES } from '@/lib/auth/messages';

export function createAuthProvider(jar: CookieJar, config: AuthConfig = authConfig()): AuthProvider {
  return config.provider === 'supabase' ? lazySupabaseAuth(config, jar) : createLocalAuth(config, jar);
}

/** Supabase Auth, with @supabase/ssr loaded on the first call: the built-in sign-in never loads it. */
function lazySupabaseAuth(config: AuthConfig, jar: CookieJar): AuthProvider {
  let provider: Promise<AuthProvider> | undefined;
  const load = () =>
    (provider ??= import('@/lib/auth/supabase').then((module) => module.createSupabaseAuth(config, jar)));
  return {
    kind: 'supabase',
    signIn: async (email, password, remember) => (await load()).signIn(email, password, remember),
    currentEmail: async () => (await load()).currentEmail(),
    signOut: async () => (await load()).signOut(),
  };
}

/**
 * The cookies of the current request. Server components may read but not write cookies; a write there
 * (a refresh or a sign-out of a foreign session) is skipped and happens on the next action or proxy pass.
 */
export async function requestCookieJar(): Promise<CookieJar | undefined> {
  let store: Awaited<ReturnType<typeof cookies>>;
  try {
    store = await cookies();
  } catch {
    // Outside a request (a script, or a test calling an action directly) there is no session at all.
    return undefined;
  }
  return {
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

export async function currentAuth(): Promise<AuthProvider | undefined> {
  const jar = await requestCookieJar();
  return jar ? createAuthProvider(jar) : undefined;
}

/**
 * The real permission check, run by the admin layout and inside every admin server action and route
 * handler (the proxy's check is only a fast redirect). Throws AuthError without a session or for a
 * session of any other e-mail.
 */
export async function requireAdmin(): Promise<{ email: string }> {
  const auth = await currentAuth();
  const email = await auth?.currentEmail();
  if (!auth || !email) throw new AuthError('login-required');
  // The refusal does not sign out here: in a server action a cookie change re-renders the page, whose own
  // check would turn this answer into a redirect. The login page the administrator is sent to signs out.
  if (!isAdminEmail(email, authConfig())) throw new AuthError('forbidden');
  return { email };
}

/** requireAdmin() for pages and layouts: a refusal goes to the login page with the spec's message. */
export async function requireAdminPage(): Promise<{ email: string }> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof AuthError) redirect(`/admin/login?reason=${error.reason}`);
    throw error;
  }
}
