import { SESSION_COOKIE, readCookie, secureFor, sessionCookieOptions } from '@/lib/auth/cookies';
import type { AuthConfig } from '@/lib/auth/config';
import { verifyPassword } from '@/lib/auth/password';
import { createSession, verifySession } from '@/lib/auth/session-token';
import { INVALID_CREDENTIALS, type AuthProvider, type CookieJar } from '@/lib/auth/types';

/** Built-in sign-in: ADMIN_EMAIL with a scrypt password hash and a signed session cookie. */
export function createLocalAuth(config: AuthConfig, jar: CookieJar): AuthProvider {
  const secure = secureFor(config, jar);
  const currentSession = async () => verifySession(readCookie(jar.getAll(), SESSION_COOKIE), config.secret);
  return {
    kind: 'local',
    async signIn(email, password, remember) {
      const hash = await config.passwordHash();
      const matches = hash !== undefined && email.trim().toLowerCase() === config.adminEmail;
      // Verify even without a match so a wrong e-mail takes as long as a wrong password.
      const valid = (await verifyPassword(password, hash ?? 'scrypt:2:1:1:AA:AA')) && matches;
      if (!valid) return { ok: false, message: INVALID_CREDENTIALS };
      const session = createSession(config.adminEmail, remember, config.secret);
      jar.set(SESSION_COOKIE, session.token, sessionCookieOptions(secure, session.maxAge));
      return { ok: true, email: config.adminEmail, session: session.claims };
    },
    currentSession,
    async currentEmail() {
      return (await currentSession())?.sub;
    },
    async signOut() {
      jar.set(SESSION_COOKIE, '', sessionCookieOptions(secure, 0));
    },
  };
}
