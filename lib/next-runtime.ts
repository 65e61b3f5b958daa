/**
 * True in code that Next compiled (a server action, a page, a route handler, `next build`): Next defines
 * `process.env.NEXT_RUNTIME` there ('nodejs' or 'edge'). Scripts and tests that import the same modules run
 * without it, and without Next's caches.
 */
export function insideNextServer(): boolean {
  return Boolean(process.env.NEXT_RUNTIME);
}
