import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { readWithPolicy, singleFlight } from '@/lib/db/cached-reader';
import { createSql } from '@/lib/db/connection';
import { pruneRateLimitTables, withinAnalyticsCap } from '@/lib/db/rate-limits';
import { ERROR_MESSAGES, toUserMessage } from '@/lib/errors';

// docs/product/limits.md §1 and §2: the pause after an outage, and the analytics events of all clients per minute.
const OUTAGE_PAUSE_MS = 2000;
const ANALYTICS_EVENTS_PER_MINUTE = 600;

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const outcome = await work().then(
    (value) => ({ value, error: undefined as unknown }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...outcome, ms: Date.now() - started };
};

/** A port nothing listens on: connecting is refused at once, as when PostgreSQL is stopped. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a stuck query', () => {
  it('is cancelled by the server after statement_timeout, and its connection serves the next query at once', async () => {
    const sql = createSql(globalThis.testDb.url, { max: 1, statementTimeoutMs: 300 });
    try {
      const stuck = await timed(() => sql`select pg_sleep(5)`);
      expect(stuck.error).toMatchObject({ code: '57014' });
      expect(stuck.ms).toBeLessThan(2000);
      expect(toUserMessage(stuck.error)).toBe(ERROR_MESSAGES.timeout);
      // One connection in the pool: had the sleep kept it, this would wait the full 5 s.
      const next = await timed(() => sql`select 1 as one`);
      expect(next.value).toEqual([{ one: 1 }]);
      expect(next.ms).toBeLessThan(1000);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});

describe('a busy database', () => {
  it('reports a statement that ran out of time as a timeout, and the next read runs at once', async () => {
    const sql = createSql(globalThis.testDb.url, { max: 1, statementTimeoutMs: 200 });
    try {
      const slow = await timed(() => readWithPolicy(() => sql`select pg_sleep(2)`));
      expect(toUserMessage(slow.error)).toBe(ERROR_MESSAGES.timeout);
      // Busy is not down: no pause, so the next visitor's read is answered.
      const next = await timed(() => readWithPolicy(() => sql`select 3 as three`));
      expect(next.value).toEqual([{ three: 3 }]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  it('runs one query for simultaneous reads of one key, gives each caller its own copy, and never keeps a failure', async () => {
    let loads = 0;
    const read = singleFlight(async (id: number) => {
      loads += 1;
      const [row] = await globalThis.testDb.sql<{ id: number; at: string }[]>`
        select ${id}::int as id, clock_timestamp()::text as at, pg_sleep(0.2)::text`;
      return row!;
    }, ['burst-test']);
    const rows = await Promise.all(Array.from({ length: 50 }, () => read(7)));
    expect(loads).toBe(1);
    expect(new Set(rows.map((row) => row.at)).size).toBe(1);
    rows[1]!.id = 99;
    expect(rows[2]!.id).toBe(7);
    // Another key is another load.
    await read(8);
    expect(loads).toBe(2);

    let attempts = 0;
    const flaky = singleFlight(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('failed once');
      return 'ok';
    }, ['burst-test-failure']);
    await expect(Promise.all([flaky(), flaky()])).rejects.toThrow('failed once');
    await expect(flaky()).resolves.toBe('ok');
  });
});

describe('reads while the database is down', () => {
  it('give up within the 3-second budget, then fail at once until the pause is over', async () => {
    const sql = createSql(`postgres://postgres:postgres@127.0.0.1:${await closedPort()}/ev_repair`, { max: 2 });
    try {
      const first = await timed(() => readWithPolicy(() => sql`select 1`));
      expect(first.ms).toBeLessThan(3000);
      expect(toUserMessage(first.error)).toBe(ERROR_MESSAGES.connection);

      // The next reads of the page do not each spend their own budget.
      const next = await timed(() => readWithPolicy(() => sql`select 1`));
      expect(next.ms).toBeLessThan(100);
      expect(toUserMessage(next.error)).toBe(ERROR_MESSAGES.connection);

      // After the pause the database is tried again (and it answers when it is back).
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_PAUSE_MS + 50));
      const back = await timed(() => readWithPolicy(() => globalThis.testDb.sql`select 2 as two`));
      expect(back.value).toEqual([{ two: 2 }]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  it('a server that accepts connections but never answers costs under 3 s too', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const sql = createSql(`postgres://postgres:postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/ev_repair`, { max: 1 });
    try {
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_PAUSE_MS + 50));
      const read = await timed(() => readWithPolicy(() => sql`select 1`));
      expect(read.error).toBeDefined();
      expect(read.ms).toBeLessThan(3000);
    } finally {
      await sql.end({ timeout: 0 });
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('tables that grow with traffic', () => {
  it('analytics stops storing events once all clients together reach the per-minute cap', async () => {
    // Stay inside one minute's window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    expect(await withinAnalyticsCap(ANALYTICS_EVENTS_PER_MINUTE - 1)).toBe(true);
    expect(await withinAnalyticsCap(1)).toBe(true);
    expect(await withinAnalyticsCap(1)).toBe(false);
  }, 70_000);

  it('the daily pruning removes old rate-limit windows, sign-in attempts and ended sessions, and keeps current ones', async () => {
    const sql = globalThis.testDb.sql;
    await sql`delete from rate_limits`;
    await sql`insert into rate_limits (bucket, client_key, window_start, hits) values
      ('newsletter', 'old', now() - interval '3 days', 1), ('newsletter', 'current', now() - interval '10 minutes', 1)`;
    await sql`insert into login_attempts (email, client_key, succeeded, attempted_at) values
      ('admin@example.com', 'old', false, now() - interval '3 days'), ('admin@example.com', 'current', false, now())`;
    await sql`insert into admin_sessions (id, email, expires_at) values
      ('ended-long-ago', 'admin@example.com', now() - interval '3 days'), ('live', 'admin@example.com', now() + interval '1 hour')`;
    await expect(pruneRateLimitTables()).resolves.toEqual({ rateLimits: 1, loginAttempts: 1, adminSessions: 1 });
    expect(await sql`select client_key from rate_limits`).toEqual([{ client_key: 'current' }]);
    expect(await sql`select client_key from login_attempts`).toEqual([{ client_key: 'current' }]);
    expect(await sql`select id from admin_sessions`).toEqual([{ id: 'live' }]);
  });
});
