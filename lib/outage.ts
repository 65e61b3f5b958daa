import 'server-only';
import { databaseKnownDown, noteDatabaseFailure } from '@/lib/db/cached-reader';
import { ERROR_MESSAGES } from '@/lib/errors';

/**
 * How long a client is asked to wait before trying again while the database cannot be reached: about the time a
 * stopped PostgreSQL takes to come back under its launcher (docs/decisions/0490).
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;

/** The site's message for a request that needs the database while it cannot be reached. */
export const OUTAGE_MESSAGE = ERROR_MESSAGES.connection;

/**
 * What a route handler that writes answers when the database cannot be reached: 503 with its body (carrying the
 * site's message) and Retry-After, instead of a 500 that says nothing a client can act on.
 */
export const outageResponse = (body: object) =>
  Response.json(body, { status: 503, headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } });

/**
 * Runs a handler's database work: during the outage pause it answers at once without queueing on the pool, and a
 * failure that says the database is unreachable becomes the outage answer (and starts the pause). Other failures
 * are the handler's to answer.
 */
export async function unlessDatabaseDown(outageBody: object, work: () => Promise<Response>): Promise<Response> {
  if (databaseKnownDown()) return outageResponse(outageBody);
  try {
    return await work();
  } catch (error) {
    if (!noteDatabaseFailure(error)) throw error;
    console.error(`[db] ${error instanceof Error ? error.message : String(error)}: answered 503`);
    return outageResponse(outageBody);
  }
}
