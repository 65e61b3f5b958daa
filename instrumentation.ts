/**
 * Runs once when the server starts. The work lives in a Node-only module: Next also compiles this file for
 * the Edge runtime, where process.exit and the VIN data's native SQLite do not exist.
 */
export async function register() {
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('@/lib/server-start');
  await startServer();
}
