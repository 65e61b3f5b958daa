import 'server-only';
import { env } from '@/lib/env';
import { createSql, type Sql } from '@/lib/db/connection';

export type { Sql };

const globalForDb = globalThis as unknown as { evSql?: Sql };

/** The one pool of the process (kept across hot reloads in development). */
export function db(): Sql {
  if (!globalForDb.evSql) {
    const config = env();
    globalForDb.evSql = createSql(config.DATABASE_URL, {
      max: config.DATABASE_POOL_MAX,
      ssl: config.DATABASE_SSL,
      prepare: config.DATABASE_PREPARE,
    });
  }
  return globalForDb.evSql;
}
