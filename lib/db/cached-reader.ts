import 'server-only';
import { unstable_cache } from 'next/cache';
import { DATABASE_UNAVAILABLE, ERROR_MESSAGES, isRetryable, withRetry } from '@/lib/errors';
import { REVALIDATE_SECONDS, type Tag } from '@/lib/db/tags';
import { insideNextServer } from '@/lib/next-runtime';

/**
 * After a read gave up on an unreachable database, the next reads of this process fail at once for this
 * long instead of each spending its own budget: a page that runs five readers one after another still
 * answers within the budget of one. The first read after the pause tries the database again.
 */
export const OUTAGE_PAUSE_MS = 2000;

const outage = globalThis as unknown as { evDbDownUntil?: number };

class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_UNAVAILABLE;
  constructor() {
    super(ERROR_MESSAGES.connection);
    this.name = 'DatabaseUnavailableError';
  }
}

/** The retry policy plus the outage pause; exported for readers that cannot be cached (per-request data). */
export async function readWithPolicy<R>(load: () => Promise<R>): Promise<R> {
  if ((outage.evDbDownUntil ?? 0) > Date.now()) throw new DatabaseUnavailableError();
  try {
    const result = await withRetry(load);
    outage.evDbDownUntil = undefined;
    return result;
  } catch (error) {
    if (isRetryable(error)) outage.evDbDownUntil = Date.now() + OUTAGE_PAUSE_MS;
    throw error;
  }
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
  const retried = (...args: Args) => readWithPolicy(() => load(...args));
  const cached = unstable_cache(retried, [...keyParts], {
    tags: [...tags],
    revalidate: options.revalidate ?? REVALIDATE_SECONDS,
  });
  return (...args: Args) => (insideNextServer() ? cached(...args) : retried(...args));
}
