import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import type { Tag } from '@/lib/db/tags';

const OUTSIDE_REQUEST = 'static generation store missing';

/**
 * Marks public readers (by tag) and pages (by path) stale after an admin change, so the next visitor
 * gets fresh content. Outside a request (a script, or a test calling an action) there is no cache to
 * invalidate and Next throws an invariant error; only that case is ignored.
 */
export function revalidateContent(tags: readonly Tag[], paths: readonly string[] = []): void {
  const run = (work: () => void) => {
    try {
      work();
    } catch (error) {
      if (!(error instanceof Error && error.message.includes(OUTSIDE_REQUEST))) throw error;
    }
  };
  for (const tag of tags) run(() => revalidateTag(tag, 'max'));
  for (const path of paths) run(() => revalidatePath(path));
}
