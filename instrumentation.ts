/**
 * Runs once when the server starts: a production server without AUTH_SECRET refuses to start, with a
 * message saying what to set, instead of serving a back office that signs sessions with no key.
 */
export async function register() {
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { authConfig, AuthConfigError } = await import('@/lib/auth/config');
  try {
    authConfig();
  } catch (error) {
    if (!(error instanceof AuthConfigError)) throw error;
    // Next only logs a failing hook and serves anyway; stopping is the point.
    console.error(`[auth] ${error.message}`);
    process.exit(1);
  }
}
