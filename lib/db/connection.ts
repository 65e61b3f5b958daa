import postgres from 'postgres';

export type Sql = postgres.Sql;

// Ids are bigint and prices numeric in the schema; every value we store fits a JS number exactly.
const numberTypes = {
  bigint: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (value: string) => Number(value) },
  numeric: {
    to: 1700,
    from: [1700],
    serialize: (value: number) => String(value),
    parse: (value: string) => Number(value),
  },
};

/**
 * A database that does not answer must cost a page render seconds, not tens of seconds: connecting gives up
 * after 2 s (a reachable server on the same network answers in milliseconds).
 */
const CONNECT_TIMEOUT_SECONDS = 2;

/**
 * The driver's own wait before a connection that failed tries again. Its default grows with every failed attempt
 * of the whole pool (3^n / 100 s, up to 20 s) and only then starts the connect timeout, so under load during an
 * outage a page nobody had rendered waited up to 20 s before each attempt (docs/decisions/0492). When to try again
 * is the retry policy's and the outage pause's to decide (lib/errors.ts, lib/db/cached-reader.ts); this only keeps
 * a connection the server closes at once from reconnecting in a busy loop.
 */
const RECONNECT_WAIT_SECONDS = 0.05;

interface SqlOptions {
  max?: number;
  ssl?: boolean;
  prepare?: boolean;
  /**
   * Sent as a startup parameter, so the server itself cancels a statement that runs longer and the
   * connection returns to the pool. 0 or unset sends nothing (scripts: migrations and seeding may run long).
   */
  statementTimeoutMs?: number;
}

export function createSql(url: string, options: SqlOptions = {}): Sql {
  const statementTimeout = options.statementTimeoutMs ?? 0;
  return postgres(url, {
    max: options.max ?? 10,
    ssl: options.ssl ? 'require' : false,
    prepare: options.prepare ?? true,
    idle_timeout: 20,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: () => RECONNECT_WAIT_SECONDS,
    onnotice: () => {},
    types: numberTypes,
    ...(statementTimeout > 0 ? { connection: { statement_timeout: statementTimeout } } : {}),
  }) as unknown as Sql;
}
