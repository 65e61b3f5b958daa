import 'server-only';
import { db } from '@/lib/db/client';
import { withTimeout } from '@/lib/errors';

/** A real round trip: the server answers a query and reports its version. */
export async function checkDatabase(timeoutMs = 3000): Promise<{ ok: boolean; detail: string }> {
  try {
    const [row] = await withTimeout(db()<{ version: string }[]>`select current_setting('server_version') as version`, timeoutMs);
    return { ok: true, detail: `PostgreSQL ${row?.version ?? '(unknown version)'}` };
  } catch (error) {
    console.error('database check failed', error);
    return { ok: false, detail: 'No answer from the database' };
  }
}
