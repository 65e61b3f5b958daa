/**
 * How the production server is started: Node with tsx's require hook only. tsx's ESM hooks run on a thread of
 * their own, and Next imports the cache handler again on every request; through those hooks each import crossed to
 * that thread, a fifth of a cached page's time. `--built` serves the build as it is.
 */
export const SERVE_ARGS = ['--require', 'tsx/cjs', 'scripts/serve.ts'] as const;
