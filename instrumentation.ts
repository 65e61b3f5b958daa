/**
 * Runs once when the server starts: a production server without AUTH_SECRET refuses to start (with a
 * message saying what to set) instead of failing on the first sign-in.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { authConfig } = await import('@/lib/auth/config');
  authConfig();
}
