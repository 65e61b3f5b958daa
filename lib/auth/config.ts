import { readFileSync } from 'node:fs';
import path from 'node:path';
import { env, isSupabaseConfigured, type Env } from '@/lib/env';
import { hashPassword, isPasswordHash } from '@/lib/auth/password';

/** Files the launcher keeps next to the embedded database folder (e.g. .data/admin-password-hash). */
export const PASSWORD_HASH_FILE = 'admin-password-hash';
export const AUTH_SECRET_FILE = 'auth-secret';

export class AuthConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthConfigError';
  }
}

export interface AuthConfig {
  provider: 'local' | 'supabase';
  adminEmail: string;
  secret: string;
  /**
   * Secure cookies whenever the site's own URL is https, and in production outside the embedded mode; a
   * request that arrives over HTTPS gets them too (CookieJar.https), so only plain-http local use goes without.
   */
  secureCookies: boolean;
  supabase?: { url: string; anonKey: string };
  /** Resolves the local administrator's password hash (undefined when none is configured). */
  passwordHash: () => Promise<string | undefined>;
}

function readLauncherFile(name: string, source: Record<string, string | undefined>): string | undefined {
  const dataDir = source.EMBEDDED_DATA_DIR;
  if (!dataDir) return undefined;
  try {
    return readFileSync(path.join(path.dirname(dataDir), name), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

// Exported for its integration test: the rule is the contract.
/**
 * Reads the auth settings once. In production a missing AUTH_SECRET stops the app with a clear message
 * rather than signing sessions with a guessable key; locally the launcher provides one under .data/.
 */
export function resolveAuthConfig(config: Env, source: Record<string, string | undefined> = process.env): AuthConfig {
  const production = config.NODE_ENV === 'production';
  const secret = config.AUTH_SECRET ?? readLauncherFile(AUTH_SECRET_FILE, source);
  if (!secret) {
    throw new AuthConfigError(
      production
        ? 'AUTH_SECRET is not set. The admin sign-in refuses to start without it: set AUTH_SECRET to a random ' +
            'string of 32 or more characters (for example `openssl rand -base64 48`).'
        : 'AUTH_SECRET is not set and no generated secret was found: run the app through the launcher ' +
            '(npm run dev / npm start) or set AUTH_SECRET.',
    );
  }
  if (secret.length < 32) throw new AuthConfigError('AUTH_SECRET must be at least 32 characters.');

  let hashed: Promise<string | undefined> | undefined;
  const passwordHash = () => {
    hashed ??= (async () => {
      if (config.ADMIN_PASSWORD_HASH) {
        if (!isPasswordHash(config.ADMIN_PASSWORD_HASH)) {
          throw new AuthConfigError('ADMIN_PASSWORD_HASH is not a scrypt hash (scrypt:N:r:p:salt:key, from scripts/hash-password.ts).');
        }
        return config.ADMIN_PASSWORD_HASH;
      }
      if (config.ADMIN_PASSWORD) return hashPassword(config.ADMIN_PASSWORD);
      const stored = readLauncherFile(PASSWORD_HASH_FILE, source);
      return stored && isPasswordHash(stored) ? stored : undefined;
    })();
    return hashed;
  };

  const supabase = isSupabaseConfigured(config)
    ? { url: config.NEXT_PUBLIC_SUPABASE_URL!, anonKey: config.NEXT_PUBLIC_SUPABASE_ANON_KEY! }
    : undefined;
  return {
    provider: supabase ? 'supabase' : 'local',
    adminEmail: config.ADMIN_EMAIL.toLowerCase(),
    secret,
    secureCookies: config.NEXT_PUBLIC_SITE_URL.startsWith('https:') || (production && !source.EMBEDDED_DATA_DIR),
    supabase,
    passwordHash,
  };
}

let cached: AuthConfig | undefined;

export function authConfig(): AuthConfig {
  cached ??= resolveAuthConfig(env());
  return cached;
}

export const isAdminEmail = (email: string | null | undefined, config: Pick<AuthConfig, 'adminEmail'>) =>
  Boolean(email) && email!.trim().toLowerCase() === config.adminEmail;
