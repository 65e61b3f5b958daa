import 'server-only';
import { db } from '@/lib/db/client';
import { withTimeout } from '@/lib/errors';

export interface CheckResult {
  ok: boolean;
  detail: string;
}

/** A real round trip: the server answers a query and reports its version. */
export async function checkDatabase(timeoutMs = 3000): Promise<CheckResult> {
  const started = performance.now();
  try {
    const [row] = await withTimeout(db()<{ version: string }[]>`select current_setting('server_version') as version`, timeoutMs);
    const ms = Math.round(performance.now() - started);
    return { ok: true, detail: `PostgreSQL ${row?.version ?? '(unknown version)'} answered in ${ms} ms` };
  } catch (error) {
    console.error('database check failed', error);
    return { ok: false, detail: 'No answer from the database' };
  }
}
