import 'server-only';
import { env, type Env } from '@/lib/env';
import { createSql, type Sql } from '@/lib/db/connection';

export type { Sql };

const globalForDb = globalThis as unknown as { evSql?: Sql };

/** The app's bound on one statement: a page render spends at most 2.5 s on the database in all. */
const DEFAULT_STATEMENT_TIMEOUT_MS = 2000;

/**
 * A transaction pooler (PgBouncer, Supabase's on port 6543, signalled by DATABASE_PREPARE=false) may refuse
 * startup parameters it does not know, failing every connection; there the timeout is set per role instead
 * (README), unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise.
 */
function statementTimeoutMs(
  config: Pick<Env, 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_PREPARE'>,
  phase = process.env.NEXT_PHASE,
): number {
  // No visitor waits on a build, and a busy build machine must not fail it by a slow statement.
  if (phase === 'phase-production-build') return 0;
  return config.DATABASE_STATEMENT_TIMEOUT_MS ?? (config.DATABASE_PREPARE ? DEFAULT_STATEMENT_TIMEOUT_MS : 0);
}

/** The one pool of the process (kept across hot reloads in development). */
export function db(): Sql {
  if (!globalForDb.evSql) {
    const config = env();
    globalForDb.evSql = createSql(config.DATABASE_URL, {
      max: config.DATABASE_POOL_MAX,
      ssl: config.DATABASE_SSL,
      prepare: config.DATABASE_PREPARE,
      statementTimeoutMs: statementTimeoutMs(config),
    });
  }
  return globalForDb.evSql;
}
