import 'server-only';
import { authConfig, isAdminEmail } from '@/lib/auth/config';
import { secureFor } from '@/lib/auth/cookies';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_SECONDS, deviceIdFor, issueDeviceToken } from '@/lib/auth/device';
import { AUTH_MESSAGES, throttledMessage } from '@/lib/auth/messages';
import { PasswordCheckBusyError } from '@/lib/auth/password';
import { createAuthProvider } from '@/lib/auth/provider';
import { safeNextPath } from '@/lib/auth/redirect';
import { recordSession } from '@/lib/auth/sessions';
import { FAILURE_MEMORY_HOURS, throttleState, waitText } from '@/lib/auth/throttle';
import { INVALID_CREDENTIALS, type CookieJar } from '@/lib/auth/types';
import { recentLoginAttempts, recordLoginAttempt } from '@/lib/db/admin-login-attempts';
import { databaseKnownDown, noteDatabaseFailure } from '@/lib/db/cached-reader';
import { loginSchema } from '@/lib/auth/login-schema';

export type SignInOutcome =
  | { ok: true; redirectTo: string; message: string }
  | { ok: false; message: string; field?: 'email' | 'password' };

/**
 * Who is trying, for throttling: a browser holding a device cookie for this account is itself; any other
 * attempt is its client address (lib/client-key.ts). Failures under one key never slow another.
 */
function attemptKey(jar: CookieJar, email: string, client: string, secret: string): string {
  const device = deviceIdFor(jar.getAll().find((cookie) => cookie.name === DEVICE_COOKIE)?.value, email, secret);
  return device ? `device:${device}` : `client:${client}`;
}

/**
 * The site's sign-in rules in order: validate; make this client wait if its recent failures for this
 * e-mail say so (before any password hash runs); refuse any e-mail but the administrator's before the
 * provider is called; then ask the provider, and refuse (and sign out) a returned user of another e-mail.
 * A success records the session on the server and gives the browser its device cookie.
 */
export async function signInAdmin(input: unknown, jar: CookieJar, client: string): Promise<SignInOutcome> {
  // Every step reads or writes the database: while it cannot be reached, say so rather than blame the password.
  if (databaseKnownDown()) return { ok: false, message: AUTH_MESSAGES.unavailable };
  try {
    return await signInSteps(input, jar, client);
  } catch (error) {
    if (noteDatabaseFailure(error)) return { ok: false, message: AUTH_MESSAGES.unavailable };
    throw error;
  }
}

async function signInSteps(input: unknown, jar: CookieJar, client: string): Promise<SignInOutcome> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'password' ? 'password' : 'email';
    return { ok: false, field, message: issue?.message ?? AUTH_MESSAGES.loginFailed };
  }
  const { email, password, remember, next } = parsed.data;
  const config = authConfig();
  const key = attemptKey(jar, email, client, config.secret);

  const throttle = throttleState(await recentLoginAttempts(email, key, FAILURE_MEMORY_HOURS));
  if (!throttle.allowed) return { ok: false, message: throttledMessage(waitText(throttle.retryAt)) };
  if (!isAdminEmail(email, config)) {
    await recordLoginAttempt(email, key, false);
    return { ok: false, message: AUTH_MESSAGES.accessDenied };
  }

  const provider = createAuthProvider(jar, config);
  let result;
  try {
    result = await provider.signIn(email, password, remember);
  } catch (error) {
    if (error instanceof PasswordCheckBusyError) return { ok: false, message: AUTH_MESSAGES.busy };
    throw error;
  }
  if (!result.ok) {
    await recordLoginAttempt(email, key, false);
    if (result.message.includes(INVALID_CREDENTIALS)) return { ok: false, message: AUTH_MESSAGES.invalidPassword };
    return { ok: false, message: result.message || AUTH_MESSAGES.loginFailed };
  }
  if (!isAdminEmail(result.email, config)) {
    await provider.signOut();
    await recordLoginAttempt(email, key, false);
    return { ok: false, message: AUTH_MESSAGES.accessDenied };
  }
  try {
    await recordSession(result.session);
  } catch (error) {
    // A session the server cannot record could never be ended by signing out: refuse it.
    await provider.signOut();
    throw error;
  }
  await recordLoginAttempt(email, key, true);
  if (!key.startsWith('device:')) {
    jar.set(DEVICE_COOKIE, issueDeviceToken(result.email, config.secret), {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureFor(config, jar),
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_SECONDS,
    });
  }
  return { ok: true, redirectTo: safeNextPath(next), message: AUTH_MESSAGES.welcome };
}
