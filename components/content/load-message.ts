import { classifyError, toUserMessage } from '@/lib/errors';

const PROBE_FAILURE_MESSAGE = 'Unable to connect to the database. Please try again later.';

/**
 * The text a list page shows when its load fails: the site's probe message when the database cannot be
 * reached, otherwise the catalogue's message for the error or the page's own fallback.
 */
export function listLoadMessage(error: unknown, fallback: string): string {
  const kind = classifyError(error);
  if (kind === 'connection' || kind === 'offline') return PROBE_FAILURE_MESSAGE;
  return toUserMessage(error, fallback);
}
