import { z } from 'zod';
import { ANALYTICS_LIMITS, SCROLL_STEPS } from '@/lib/analytics/events';

const { maxEvents, maxLabel, maxPath, maxSeconds } = ANALYTICS_LIMITS;

/** A site path without query or fragment; never protocol-relative. */
const path = z
  .string()
  .max(maxPath)
  .regex(/^\/(?!\/)[^\s?#]*$/);
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i);
const seconds = z.number().int().min(0).max(maxSeconds);
const termId = z.string().regex(/^[1-9][0-9]{0,15}$/);

/** Each event with the label and number its report needs, and nothing else. */
const wireEvent = z.discriminatedUnion('n', [
  z.strictObject({ n: z.literal('page_view'), p: path, l: host.optional() }),
  z.strictObject({ n: z.literal('session_start'), p: path, l: host.optional() }),
  z.strictObject({
    n: z.literal('scroll_depth'),
    p: path,
    v: z.literal(SCROLL_STEPS),
  }),
  z.strictObject({ n: z.literal('time_on_page'), p: path, v: seconds }),
  z.strictObject({ n: z.literal('ad_click'), p: path, l: z.string().regex(/^[a-z-]{1,40}$/) }),
  z.strictObject({ n: z.literal('affiliate_click'), p: path, l: host }),
  z.strictObject({ n: z.literal('navigation_click'), p: path, l: path.max(maxLabel) }),
  z.strictObject({ n: z.literal('glossary_view'), p: path, l: termId }),
  z.strictObject({ n: z.literal('glossary_engagement'), p: path, l: termId, v: seconds }),
]);

export const analyticsBatchSchema = z.strictObject({ e: z.array(wireEvent).min(1).max(maxEvents) });

const DAY_MS = 86_400_000;
/** The report can look back over the whole retention period (13 months) and no further. */
const MAX_REPORT_DAYS = 400;
const DEFAULT_REPORT_DAYS = 30;

const isoDay = z.iso.date();

export interface ReportRange {
  /** First day, YYYY-MM-DD (UTC), inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD (UTC), inclusive. */
  to: string;
  days: number;
}

const RANGE_MESSAGES = {
  order: 'The start date must be on or before the end date.',
  tooLong: `Choose a range of at most ${MAX_REPORT_DAYS} days.`,
} as const;

const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/**
 * The report's date range from the page's query (?from=&to=), the last 30 days by default. A malformed or
 * impossible range falls back to the default with a message saying why.
 */
export function parseReportRange(
  query: { from?: string | string[]; to?: string | string[] },
  today: Date = new Date(),
): { range: ReportRange; problem?: string } {
  const todayDay = today.toISOString().slice(0, 10);
  const fallback = (problem?: string) => ({
    range: { from: shiftDay(todayDay, 1 - DEFAULT_REPORT_DAYS), to: todayDay, days: DEFAULT_REPORT_DAYS },
    problem,
  });
  const pick = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const rawTo = pick(query.to);
  const rawFrom = pick(query.from);
  if (!rawFrom && !rawTo) return fallback();
  const to = isoDay.safeParse(rawTo ?? todayDay);
  const from = isoDay.safeParse(rawFrom ?? shiftDay(to.success ? to.data : todayDay, 1 - DEFAULT_REPORT_DAYS));
  if (!to.success || !from.success) return fallback();
  const days = Math.round((Date.parse(to.data) - Date.parse(from.data)) / DAY_MS) + 1;
  if (days < 1) return fallback(RANGE_MESSAGES.order);
  if (days > MAX_REPORT_DAYS) return fallback(RANGE_MESSAGES.tooLong);
  return { range: { from: from.data, to: to.data, days } };
}

/** Every day of the range, so days without views show as zero rather than vanishing from the chart. */
export function rangeDays(range: ReportRange): string[] {
  return Array.from({ length: range.days }, (_, index) => shiftDay(range.from, index));
}

export const pageLookupSchema = path;

export const ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to load analytics',
} as const;

/** What /admin/analytics shows; plain data, rendered on the server. */
export interface AnalyticsReport {
  range: ReportRange;
  viewsPerDay: { day: string; views: number; visitors: number }[];
  totals: { views: number; sessions: number; averageSeconds: number | null };
  topPages: { path: string; views: number }[];
  topTerms: { id: number; term: string; views: number; averageSeconds: number | null }[];
  tools: { tool: string; uses: number; shared: number }[];
  scrollDepth: { depth: number; views: number }[];
  clicks: { kind: 'affiliate_click' | 'ad_click' | 'navigation_click'; label: string; clicks: number }[];
}

export interface PageStats {
  path: string;
  views: number;
  visitors: number;
  averageSeconds: number | null;
}

/** A calculator's usage event, posted to /api/analytics when a visitor gets a result. */
export const toolUsageSchema = z.object({
  tool: z.enum(['range_tool', 'battery_degradation', 'tire_calculator']),
  action: z.literal('calculate'),
  vehicle: z.string().max(200),
  vehicleId: z.number().int().positive().optional(),
  shared: z.boolean().optional(),
  inputs: z
    .record(z.string().max(40), z.union([z.string().max(100), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 12, 'Too many inputs')
    .optional(),
});

export type ToolUsage = z.infer<typeof toolUsageSchema>;
