import 'server-only';
import { AuthConfigError, authConfig } from '@/lib/auth/config';
import { EnvError, env } from '@/lib/env';

/**
 * What a production Node server does once at start. A server without AUTH_SECRET refuses to start, with a
 * message saying what to set, instead of serving a back office that signs sessions with no key; so does one
 * with a malformed environment, or one that cannot know its own address (NEXT_PUBLIC_SITE_URL) and would
 * publish canonical and shared links on localhost.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A long-running server prunes the tables that grow with traffic itself (Vercel runs the daily cron route), so
 * an operator of `npm start` has no cron to add. Several servers on one database each prune: the deletes are
 * idempotent and cheap once done.
 */
function scheduleDailyPruning() {
  const prune = () =>
    import('@/lib/db/rate-limits')
      .then(({ pruneRateLimitTables }) => pruneRateLimitTables())
      .catch((error: unknown) => console.error('[prune] could not prune the rate-limit tables', error));
  setTimeout(() => void prune(), 60_000).unref();
  setInterval(() => void prune(), DAY_MS).unref();
}

export async function startServer() {
  // A long-running server opens the offline VIN data now, on the decoder's own thread (requests are answered
  // meanwhile), so the first visitor to decode a VIN does not wait. A serverless instance (VERCEL=1) skips it:
  // every cold start of every route would pay seconds of CPU for a route few of them serve, and /api/vin opens
  // the data on its first call.
  if (process.env.VERCEL !== '1') {
    void import('@/lib/vin/server/offline').then(({ warmOfflineDecoder }) =>
      warmOfflineDecoder().catch((error: unknown) =>
        console.error('[vin] could not open the offline VIN data', error),
      ),
    );
  }
  if (process.env.VERCEL !== '1') scheduleDailyPruning();
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`[env] ${error.message}`);
    process.exit(1);
  }
  try {
    authConfig();
  } catch (error) {
    if (!(error instanceof AuthConfigError)) throw error;
    // Next only logs a failing hook and serves anyway; stopping is the point.
    console.error(`[auth] ${error.message}`);
    process.exit(1);
  }
}
