import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { POST as postView } from '@/app/api/glossary/[id]/view/route';
import { POST as postVin } from '@/app/api/vin/route';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { signInAdmin } from '@/lib/auth/sign-in';
import type { CookieJar } from '@/lib/auth/types';
import { getPublishedArticle } from '@/lib/db/articles';
import { createSql } from '@/lib/db/connection';
import { ERROR_MESSAGES, toUserMessage } from '@/lib/errors';

/*
 * What a visitor and the administrator are told while PostgreSQL cannot be reached (docs/decisions/0490): the
 * app's pool points at a port nothing listens on, as when PostgreSQL is stopped.
 */

process.env.ADMIN_EMAIL = 'admin@example.com';
process.env.AUTH_SECRET = 'integration-auth-secret-0123456789abcdef';

// docs/product/limits.md §1: the pause after an outage.
const OUTAGE_PAUSE_MS = 2000;

const holder = globalThis as unknown as { evSql?: unknown };
let stopped: ReturnType<typeof createSql>;
let stoppedUrl: string;

beforeAll(async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  stoppedUrl = `postgres://postgres:postgres@127.0.0.1:${port}/ev_repair`;
  stopped = createSql(stoppedUrl, { max: 2 });
  holder.evSql = stopped;
});

afterAll(async () => {
  holder.evSql = globalThis.testDb.sql;
  await stopped.end({ timeout: 1 });
});

const jar: CookieJar = { getAll: () => [], set: () => {} };
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};

describe('while the database cannot be reached', () => {
  // Each test starts outside the pause, so the first call meets the refused connection itself.
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, OUTAGE_PAUSE_MS + 50)));

  it('admin sign-in says the service is unavailable, not that the credentials are wrong', async () => {
    const first = await timed(() => signInAdmin({ email: 'admin@example.com', password: 'right-password' }, jar, 'c1'));
    expect(first.value).toEqual({ ok: false, message: AUTH_MESSAGES.unavailable });
    expect(first.ms).toBeLessThan(3000);
    // During the pause it answers at once.
    const next = await timed(() => signInAdmin({ email: 'admin@example.com', password: 'right-password' }, jar, 'c1'));
    expect(next.value).toEqual({ ok: false, message: AUTH_MESSAGES.unavailable });
    expect(next.ms).toBeLessThan(100);
  });

  it('the VIN decoder answers 503 with the site’s message and when to try again', async () => {
    const vin = () => postVin(new Request('http://x/api/vin', { method: 'POST', body: JSON.stringify({ vin: '5YJ3E1EA7KF317000' }) }));
    for (const round of ['refused', 'paused']) {
      const { value: response, ms } = await timed(vin);
      expect({ round, status: response.status }).toEqual({ round, status: 503 });
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toMatchObject({ success: false, message: ERROR_MESSAGES.connection });
      expect(ms).toBeLessThan(3000);
    }
  });

  it('the glossary view counter answers 503 with the site’s message and when to try again', async () => {
    const context = { params: Promise.resolve({ id: '1' }) };
    for (const round of ['refused', 'paused']) {
      const response = await postView(new Request('http://x', { method: 'POST' }), context);
      expect({ round, status: response.status }).toEqual({ round, status: 503 });
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toEqual({ ok: false, message: ERROR_MESSAGES.connection });
    }
  });

  it('pages nobody has rendered fail within the budget during a burst, not after the driver’s reconnect backoff', async () => {
    // The app's pool size (DATABASE_POOL_MAX): a burst of renders queues behind its ten refused connections.
    const pool = createSql(stoppedUrl, { max: 10 });
    holder.evSql = pool;
    try {
      const started = Date.now();
      const failures = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          getPublishedArticle(1000 + index).then(
            () => ({ message: 'answered', ms: Date.now() - started }),
            (error: unknown) => ({ message: toUserMessage(error), ms: Date.now() - started }),
          ),
        ),
      );
      expect(new Set(failures.map((failure) => failure.message))).toEqual(new Set([ERROR_MESSAGES.connection]));
      // The retry policy's 2.5 s budget, with room for a busy machine; the driver's own backoff grew to 10-20 s.
      expect(Math.max(...failures.map((failure) => failure.ms))).toBeLessThan(4000);
    } finally {
      holder.evSql = stopped;
      await pool.end({ timeout: 1 });
    }
  }, 60_000);
});
