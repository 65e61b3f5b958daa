import 'server-only';
import { revalidatePath, revalidateTag, updateTag } from 'next/cache';
import type { Tag } from '@/lib/db/tags';

const OUTSIDE_REQUEST = 'static generation store missing';
const NOT_AN_ACTION = 'can only be called from within a Server Action';

function run(work: () => void): void {
  try {
    work();
  } catch (error) {
    // Outside a request (a script, or a test calling an action directly) there is no cache to expire.
    if (!(error instanceof Error && error.message.includes(OUTSIDE_REQUEST))) throw error;
  }
}

/**
 * Expires public readers (by tag) and pages (by path) after an admin change so that the very next request
 * shows it (read-your-writes), not the stale copy a 'max' revalidation would serve once more. Server
 * actions use updateTag; route handlers, where Next refuses updateTag, expire the tag at once instead.
 */
export function refreshContent(tags: readonly Tag[], paths: readonly string[] = []): void {
  for (const tag of tags) {
    run(() => {
      try {
        updateTag(tag);
      } catch (error) {
        if (!(error instanceof Error && error.message.includes(NOT_AN_ACTION))) throw error;
        revalidateTag(tag, { expire: 0 });
      }
    });
  }
  // A path with a dynamic segment ('/article/[id]') stands for every page of that route.
  for (const path of paths) run(() => (path.includes('[') ? revalidatePath(path, 'page') : revalidatePath(path)));
}
