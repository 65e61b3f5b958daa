import { writeCsv } from '@/lib/csv';
import type { Subscriber } from '@/lib/newsletter/subscribers';

const CSV_COLUMNS = ['email', 'subscribed_at', 'source', 'unsubscribe_url'] as const;

/** The public page that removes a subscription with one click. */
function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL('/newsletter/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The subscriber list as CSV for a mailing tool: one row per address with the link that unsubscribes it.
 * Cells that a spreadsheet would run as a formula (=, +, -, @ first) are escaped.
 */
export function subscribersCsv(rows: readonly (Subscriber & { unsubscribeToken: string })[], siteUrl: string): string {
  return writeCsv(
    CSV_COLUMNS,
    rows.map((row) => ({
      email: row.email,
      subscribed_at: row.createdAt,
      source: row.source ?? '',
      unsubscribe_url: unsubscribeUrl(siteUrl, row.unsubscribeToken),
    })),
  );
}
