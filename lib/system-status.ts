import 'server-only';
import { randomBytes } from 'node:crypto';
import { authConfig } from '@/lib/auth/config';
import { createSession, verifySession } from '@/lib/auth/session-token';
import { checkDatabase } from '@/lib/db/admin-status';
import { withTimeout } from '@/lib/errors';
import { storage } from '@/lib/storage';

/** One live check of the dashboard's 'System Status' panel, as it went when the page was opened. */
export interface SystemCheck {
  id: 'database' | 'auth' | 'storage';
  /** The site's line when the check passes ('Database Connected', ...). */
  label: string;
  /** What the line says instead when it fails. */
  failedLabel: string;
  ok: boolean;
  detail: string;
  latencyMs: number;
  /** ISO time the check finished. */
  checkedAt: string;
}

const TIMEOUT_MS = 3000;

async function timed(
  id: SystemCheck['id'],
  label: string,
  failedLabel: string,
  run: () => Promise<{ ok: boolean; detail: string }>,
): Promise<SystemCheck> {
  const started = performance.now();
  const result = await run().catch((error: unknown) => {
    console.error(`${id} check failed`, error);
    return { ok: false, detail: error instanceof Error ? error.message : 'Check failed' };
  });
  return {
    id,
    label,
    failedLabel,
    ...result,
    latencyMs: Math.round(performance.now() - started),
    checkedAt: new Date().toISOString(),
  };
}

/**
 * Built-in sign-in: an administrator password is configured and a session signed with the secret verifies.
 * Supabase Auth: its health endpoint answers.
 */
async function checkAuth(): Promise<{ ok: boolean; detail: string }> {
  const config = authConfig();
  if (config.provider === 'supabase' && config.supabase) {
    const response = await fetch(`${config.supabase.url.replace(/\/+$/, '')}/auth/v1/health`, {
      headers: { apikey: config.supabase.anonKey },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    return response.ok
      ? { ok: true, detail: 'Supabase Auth answered its health check' }
      : { ok: false, detail: `Supabase Auth answered ${response.status}` };
  }
  if (!(await config.passwordHash())) return { ok: false, detail: 'No administrator password is configured' };
  const { token } = createSession(config.adminEmail, false, config.secret);
  return verifySession(token, config.secret)?.sub === config.adminEmail
    ? { ok: true, detail: `Built-in sign-in for ${config.adminEmail}` }
    : { ok: false, detail: 'Sessions signed with the secret do not verify' };
}

/** Writes a small object, reads it back byte for byte, and removes it. */
async function checkStorage(): Promise<{ ok: boolean; detail: string }> {
  const store = storage();
  const key = `health/check-${randomBytes(8).toString('hex')}.txt`;
  const body = randomBytes(16);
  try {
    await withTimeout(store.put('media', key, body, { contentType: 'text/plain' }), TIMEOUT_MS);
    const read = await withTimeout(store.get('media', key), TIMEOUT_MS);
    const same = read !== undefined && Buffer.compare(read.body, body) === 0;
    return same
      ? { ok: true, detail: `${store.kind === 'local' ? 'Local files' : 'Supabase Storage'}: written and read back` }
      : { ok: false, detail: 'The object read back differs from the one written' };
  } finally {
    await store.remove('media', [key]).catch(() => undefined);
  }
}

/** The three live checks, run side by side; none takes longer than its timeout. */
export function runSystemChecks(): Promise<SystemCheck[]> {
  return Promise.all([
    timed('database', 'Database Connected', 'Database Unavailable', () => checkDatabase(TIMEOUT_MS)),
    timed('auth', 'Authentication Active', 'Authentication Not Configured', checkAuth),
    timed('storage', 'Storage Available', 'Storage Unavailable', checkStorage),
  ]);
}
