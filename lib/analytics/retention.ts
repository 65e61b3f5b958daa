import { RETENTION_MONTHS } from '@/lib/analytics/events';

/**
 * The first moment still kept: the same time of day RETENTION_MONTHS months ago (UTC). A day the earlier
 * month does not have (the 31st, 29 February) becomes that month's last day, so nothing younger than
 * 13 months is ever deleted.
 */
export function retentionCutoff(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - RETENTION_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}
