import 'server-only';
import { unstable_cache } from 'next/cache';
import { withRetry } from '@/lib/errors';
import { REVALIDATE_SECONDS, type Tag } from '@/lib/db/tags';

const NO_CACHE_HERE = 'incrementalCache missing';

/**
 * The one way to make a public reader: the load runs under the retry policy, its result is kept in Next's
 * data cache under `keyParts` (plus the arguments) and marked with `tags`, which admin actions expire.
 * Outside a Next server (scripts, tests) there is no data cache, so the load simply runs.
 */
export function cachedReader<Args extends unknown[], R>(
  load: (...args: Args) => Promise<R>,
  keyParts: readonly string[],
  tags: readonly Tag[],
  options: { revalidate?: number } = {},
): (...args: Args) => Promise<R> {
  const retried = (...args: Args) => withRetry(() => load(...args));
  const cached = unstable_cache(retried, [...keyParts], {
    tags: [...tags],
    revalidate: options.revalidate ?? REVALIDATE_SECONDS,
  });
  return async (...args: Args) => {
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Error && error.message.includes(NO_CACHE_HERE)) return retried(...args);
      throw error;
    }
  };
}
