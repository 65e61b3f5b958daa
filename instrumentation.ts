/**
 * Runs once when the server starts. It opens the offline VIN data in the background, and a production
 * server without AUTH_SECRET refuses to start, with a message saying what to set, instead of serving a
 * back office that signs sessions with no key.
 */
export async function register() {
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // The offline VIN data takes about a second to open; the first visitor to decode a VIN should not wait.
  void import('@/lib/vin/offline').then(({ warmOfflineDecoder }) =>
    warmOfflineDecoder().catch((error: unknown) =>
      console.error('[vin] could not open the offline VIN data', error),
    ),
  );
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
