/**
 * The analytics events (docs/product/rules.md §5) as the browser sends them and the
 * server stores them. No zod here: the browser client imports this module's types only, and the constants
 * are a few bytes.
 */

type AnalyticsEventName =
  | 'page_view'
  | 'session_start'
  | 'scroll_depth'
  | 'time_on_page'
  | 'ad_click'
  | 'affiliate_click'
  | 'navigation_click'
  | 'glossary_view'
  | 'glossary_engagement'
  | 'tool_usage';

/**
 * One event on the wire, in short keys to keep the batches and the client small: n = name, p = path
 * (never a query string), l = the event's one label (a referrer host, a term id, a link target),
 * v = its number (seconds, a scroll step).
 */
export interface WireEvent {
  n: Exclude<AnalyticsEventName, 'tool_usage'>;
  p: string;
  l?: string;
  v?: number;
}

export const ANALYTICS_LIMITS = {
  /** A batch of the most events with the longest labels stays well under this. */
  maxBodyBytes: 8 * 1024,
  maxEvents: 25,
  maxPath: 300,
  maxLabel: 200,
  /** Time on a page (or with a term open) above six hours is a forgotten tab, not reading. */
  maxSeconds: 6 * 3600,
  /** Batches per client per hour: a fast reader sends a few per page. */
  batchesPerHour: 600,
} as const;

export const SCROLL_STEPS = [25, 50, 75, 100] as const;

/** Events are kept for 13 months, then deleted by the daily cron. */
export const RETENTION_MONTHS = 13;
