import { authConfig, type AuthConfig } from '@/lib/auth/config';
import { createLocalAuth } from '@/lib/auth/local';
import type { AuthProvider, CookieJar } from '@/lib/auth/types';

/**
 * The sign-in backend for a request's cookies. It never touches the database, so the proxy can use it for
 * its optimistic check; the server-side session record is checked by requireAdmin() (lib/auth/index.ts).
 */
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
    currentSession: async () => (await load()).currentSession(),
    currentEmail: async () => (await load()).currentEmail(),
    signOut: async (scope) => (await load()).signOut(scope),
  };
}
