import 'server-only';
import { unstable_cache } from 'next/cache';
import { classifyError, DATABASE_UNAVAILABLE, ERROR_MESSAGES, withRetry } from '@/lib/errors';
import { REVALIDATE_SECONDS, type Tag } from '@/lib/db/tags';
import { insideNextServer } from '@/lib/next-runtime';

/**
 * After a read gave up on an unreachable database, the next reads of this process fail at once for this
 * long instead of each spending its own budget: a page that runs five readers one after another still
 * answers within the budget of one. The first read after the pause tries the database again.
 */
const OUTAGE_PAUSE_MS = 2000;

const state = globalThis as unknown as { evDbDownUntil?: number; evReadsInFlight?: Map<string, Promise<unknown>> };

class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_UNAVAILABLE;
  constructor() {
    super(ERROR_MESSAGES.connection);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Only a database that cannot be reached pauses reads. A statement that ran out of time says the database is
 * busy, not down: it is reported as a timeout, and the next read tries again.
 */
const meansUnreachable = (error: unknown) => {
  const kind = classifyError(error);
  const code = (error as { code?: unknown } | null)?.code;
  return kind === 'connection' || kind === 'offline' || code === 'CONNECT_TIMEOUT';
};

/** True while the outage pause lasts: whatever needs the database now would fail (docs/decisions/0490). */
export const databaseKnownDown = () => (state.evDbDownUntil ?? 0) > Date.now();

/**
 * True when `error` says the database cannot be reached (not a timeout, not a refused statement); such an error,
 * from a read or a write, starts the outage pause.
 */
export function noteDatabaseFailure(error: unknown): boolean {
  if (!meansUnreachable(error)) return false;
  state.evDbDownUntil = Date.now() + OUTAGE_PAUSE_MS;
  return true;
}

/** The retry policy plus the outage pause; exported for readers that cannot be cached (per-request data). */
export async function readWithPolicy<R>(load: () => Promise<R>): Promise<R> {
  if (databaseKnownDown()) throw new DatabaseUnavailableError();
  try {
    const result = await withRetry(load);
    state.evDbDownUntil = undefined;
    return result;
  } catch (error) {
    noteDatabaseFailure(error);
    throw error;
  }
}

// Exported for its integration test: the rule is the contract.
/**
 * Simultaneous misses of one key share one load (single flight): a burst of visitors to a page nobody has
 * rendered yet costs one query, not one per visitor. Each caller after the first gets its own copy, as it would
 * from the cache. A failed load is dropped at once, so the next caller tries again.
 */
export function singleFlight<Args extends unknown[], R>(
  load: (...args: Args) => Promise<R>,
  keyParts: readonly string[],
): (...args: Args) => Promise<R> {
  const running = (state.evReadsInFlight ??= new Map());
  return async (...args: Args) => {
    const key = JSON.stringify([keyParts, args]);
    const shared = running.get(key) as Promise<R> | undefined;
    if (shared) return structuredClone(await shared);
    const mine = load(...args).finally(() => running.delete(key));
    running.set(key, mine);
    return mine;
  };
}

/**
 * The one way to make a public reader: the load runs under the retry policy, its result is kept in Next's
 * data cache under `keyParts` (plus the arguments) and marked with `tags`, which admin actions expire.
 * A failure is thrown, never cached: an ISR page whose regeneration fails keeps serving its last good
 * version. Outside a Next server (scripts, tests) there is no data cache, so the load simply runs.
 */
export function cachedReader<Args extends unknown[], R>(
  load: (...args: Args) => Promise<R>,
  keyParts: readonly string[],
  tags: readonly Tag[],
  options: { revalidate?: number } = {},
): (...args: Args) => Promise<R> {
  const retried = singleFlight((...args: Args) => readWithPolicy(() => load(...args)), keyParts);
  const cached = unstable_cache(retried, [...keyParts], {
    tags: [...tags],
    revalidate: options.revalidate ?? REVALIDATE_SECONDS,
  });
  return (...args: Args) => (insideNextServer() ? cached(...args) : retried(...args));
}
