import { createServerClient } from '@supabase/ssr';
import { SESSION_COOKIE, readCookie, secureFor, sessionCookieOptions } from '@/lib/auth/cookies';
import type { AuthConfig } from '@/lib/auth/config';
import { createSession, verifySession } from '@/lib/auth/session-token';
import type { AuthProvider, CookieJar } from '@/lib/auth/types';
import { withTimeout } from '@/lib/errors';

/** An unreachable Supabase made getUser() retry for ~25 s; the admin check gives up after 2 s and fails closed. */
const SUPABASE_TIMEOUT_MS = 2000;

/**
 * Supabase Auth through @supabase/ssr. Supabase keeps its own refreshable session; our signed cookie
 * (the same one the local provider uses, with the session id the server records) carries the 1-hour or
 * 24-hour limit, and every Supabase cookie written is HttpOnly and lives no longer than that limit.
 */
export function createSupabaseAuth(config: AuthConfig, jar: CookieJar): AuthProvider {
  const { url, anonKey } = config.supabase!;
  const secure = secureFor(config, jar);
  let lifetime = verifySession(readCookie(jar.getAll(), SESSION_COOKIE), config.secret);

  const client = createServerClient(url, anonKey, {
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (list) => {
        for (const { name, value, options } of list) {
          const remaining = lifetime ? lifetime.exp - Math.floor(Date.now() / 1000) : 0;
          const maxAge = options.maxAge === 0 || !value ? 0 : Math.max(0, remaining);
          jar.set(name, value, { ...options, ...sessionCookieOptions(secure, maxAge) });
        }
      },
    },
    global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(SUPABASE_TIMEOUT_MS) }) },
  });

  const clearLimit = () => {
    lifetime = undefined;
    jar.set(SESSION_COOKIE, '', sessionCookieOptions(secure, 0));
  };

  const currentSession = async () => {
    if (!lifetime) return undefined;
    try {
      const { data, error } = await withTimeout(client.auth.getUser(), SUPABASE_TIMEOUT_MS);
      const email = data.user?.email?.toLowerCase();
      if (error || !email || email !== lifetime.sub) return undefined;
      return lifetime;
    } catch {
      return undefined;
    }
  };

  return {
    kind: 'supabase',
    async signIn(email, password, remember) {
      const session = createSession(email.trim().toLowerCase(), remember, config.secret);
      lifetime = verifySession(session.token, config.secret);
      try {
        const { data, error } = await withTimeout(
          client.auth.signInWithPassword({ email, password }),
          SUPABASE_TIMEOUT_MS * 2,
        );
        if (error || !data.user?.email) {
          lifetime = undefined;
          return { ok: false, message: error?.message ?? '' };
        }
        jar.set(SESSION_COOKIE, session.token, sessionCookieOptions(secure, session.maxAge));
        return { ok: true, email: data.user.email.toLowerCase(), session: session.claims };
      } catch (error) {
        lifetime = undefined;
        return { ok: false, message: error instanceof Error ? error.message : '' };
      }
    },
    currentSession,
    async currentEmail() {
      return (await currentSession())?.sub;
    },
    /**
     * 'local' revokes this browser's refresh token at Supabase; 'global' every session of the user there
     * (supabase-js's own default is 'global', which a plain sign-out must not be).
     */
    async signOut(scope = 'local') {
      try {
        await withTimeout(client.auth.signOut({ scope }), SUPABASE_TIMEOUT_MS);
      } catch {
        // The local cookies are cleared below either way; an unreachable service cannot keep anyone signed in.
      }
      for (const { name } of jar.getAll()) {
        if (name.startsWith('sb-')) jar.set(name, '', sessionCookieOptions(secure, 0));
      }
      clearLimit();
    },
  };
}
