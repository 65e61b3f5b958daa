import 'server-only';
import { authConfig, isAdminEmail } from '@/lib/auth/config';
import { createAuthProvider } from '@/lib/auth';
import { lockoutState } from '@/lib/auth/lockout';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { safeNextPath } from '@/lib/auth/redirect';
import { INVALID_CREDENTIALS, type CookieJar } from '@/lib/auth/types';
import { recentLoginAttempts, recordLoginAttempt } from '@/lib/db/admin-login-attempts';
import { loginSchema } from '@/lib/validations/admin-login';

export type SignInOutcome =
  | { ok: true; redirectTo: string; message: string }
  | { ok: false; message: string; field?: 'email' | 'password' };

/**
 * The spec's sign-in rules in order: validate; pause after 5 failures from this client for this e-mail;
 * refuse any e-mail but the administrator's before the provider is called; then ask the provider, and
 * refuse (and sign out) a returned user of another e-mail.
 */
export async function signInAdmin(input: unknown, jar: CookieJar, client: string): Promise<SignInOutcome> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'password' ? 'password' : 'email';
    return { ok: false, field, message: issue?.message ?? AUTH_MESSAGES.loginFailed };
  }
  const { email, password, remember, next } = parsed.data;
  const config = authConfig();

  if (lockoutState(await recentLoginAttempts(email, client)).locked) {
    return { ok: false, message: AUTH_MESSAGES.lockedOut };
  }
  if (!isAdminEmail(email, config)) {
    await recordLoginAttempt(email, client, false);
    return { ok: false, message: AUTH_MESSAGES.accessDenied };
  }

  const provider = createAuthProvider(jar, config);
  const result = await provider.signIn(email, password, remember);
  if (!result.ok) {
    await recordLoginAttempt(email, client, false);
    if (result.message.includes(INVALID_CREDENTIALS)) return { ok: false, message: AUTH_MESSAGES.invalidPassword };
    return { ok: false, message: result.message || AUTH_MESSAGES.loginFailed };
  }
  if (!isAdminEmail(result.email, config)) {
    await provider.signOut();
    await recordLoginAttempt(email, client, false);
    return { ok: false, message: AUTH_MESSAGES.accessDenied };
  }
  await recordLoginAttempt(email, client, true);
  return { ok: true, redirectTo: safeNextPath(next), message: AUTH_MESSAGES.welcome };
}
