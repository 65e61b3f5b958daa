import 'server-only';
import { revalidatePath, revalidateTag, updateTag } from 'next/cache';
import type { Tag } from '@/lib/db/tags';
import { insideNextServer } from '@/lib/next-runtime';

/** Where the caller runs: Next offers updateTag only to server actions, revalidateTag to route handlers. */
type RefreshCaller = 'server-action' | 'route-handler';

/**
 * Expires public readers (by tag) and pages (by path) after an admin change so that the very next request
 * shows it (read-your-writes), not the stale copy a 'max' revalidation would serve once more. A server
 * action expires its tags with updateTag; a route handler, where Next refuses updateTag, expires them at
 * once with revalidateTag. Outside a Next server (a script, or a test calling an action directly) there is
 * no cache to expire.
 */
export function refreshContent(tags: readonly Tag[], paths: readonly string[] = [], caller: RefreshCaller = 'server-action'): void {
  if (!insideNextServer()) return;
  for (const tag of tags) {
    if (caller === 'server-action') updateTag(tag);
    else revalidateTag(tag, { expire: 0 });
  }
  // A path with a dynamic segment ('/article/[id]') stands for every page of that route.
  for (const path of paths) {
    if (path.includes('[')) revalidatePath(path, 'page');
    else revalidatePath(path);
  }
}
