import 'server-only';
import { randomBytes } from 'node:crypto';
import { CheckCircle2, XCircle } from 'lucide-react';
import { authConfig } from '@/lib/auth/config';
import { checkDatabase, type CheckResult } from '@/lib/db/admin-status';
import { withTimeout } from '@/lib/errors';
import { storage } from '@/lib/storage';

async function checkAuth(): Promise<CheckResult> {
  try {
    const config = authConfig();
    if (config.provider === 'supabase') return { ok: true, detail: 'Supabase Auth with signed session limit' };
    const hash = await config.passwordHash();
    return hash
      ? { ok: true, detail: `Built-in sign-in for ${config.adminEmail}` }
      : { ok: false, detail: 'No administrator password is configured' };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : 'Not configured' };
  }
}

/** Writes a small object, reads it back byte for byte, and removes it. */
async function checkStorage(): Promise<CheckResult> {
  const store = storage();
  const key = `health/check-${randomBytes(8).toString('hex')}.txt`;
  const body = randomBytes(16);
  try {
    await withTimeout(store.put('media', key, body, { contentType: 'text/plain' }), 5000);
    const read = await withTimeout(store.get('media', key), 5000);
    const same = read !== undefined && Buffer.compare(read.body, body) === 0;
    return same
      ? { ok: true, detail: `${store.kind === 'local' ? 'Local files' : 'Supabase Storage'}: write and read back` }
      : { ok: false, detail: 'The object read back differs from the one written' };
  } catch (error) {
    console.error('storage check failed', error);
    return { ok: false, detail: 'Write or read failed' };
  } finally {
    await store.remove('media', [key]).catch(() => undefined);
  }
}

function Row({ label, failed, result }: { label: string; failed: string; result: CheckResult }) {
  const Icon = result.ok ? CheckCircle2 : XCircle;
  return (
    <li className="flex items-start gap-3" data-status={result.ok ? 'ok' : 'failed'}>
      <Icon className={result.ok ? 'mt-0.5 size-5 text-green-600' : 'mt-0.5 size-5 text-red-600'} aria-hidden />
      <div>
        <p className="font-medium">{result.ok ? label : failed}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{result.detail}</p>
      </div>
    </li>
  );
}

/** The spec's three status lines, from live checks made when the dashboard is opened. */
export async function SystemStatus() {
  const [database, auth, files] = await Promise.all([checkDatabase(), checkAuth(), checkStorage()]);
  return (
    <section aria-labelledby="system-status" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 id="system-status" className="text-lg font-semibold">
        System Status
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        <Row label="Database Connected" failed="Database Unavailable" result={database} />
        <Row label="Authentication Active" failed="Authentication Not Configured" result={auth} />
        <Row label="Storage Available" failed="Storage Unavailable" result={files} />
      </ul>
    </section>
  );
}

export function SystemStatusSkeleton() {
  return <div className="h-36 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" aria-label="Checking system status" />;
}
