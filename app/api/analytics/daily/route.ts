import { NextResponse } from 'next/server';
import { retentionCutoff } from '@/lib/analytics/retention';
import { utcDay } from '@/lib/analytics/server/visitor';
import { isCronRequest } from '@/lib/cron';
import { deleteExpiredAnalytics, rollUpAnalytics } from '@/lib/db/analytics';
import { pruneRateLimitTables } from '@/lib/db/rate-limits';

export const dynamic = 'force-dynamic';

/**
 * The daily cron (vercel.json): deletes analytics events and summaries older than 13 months and the
 * visitor-key salts of past days, summarises the day that just ended for the back office report, and prunes
 * the rate-limit, sign-in and session rows that no longer decide anything.
 * Vercel Cron calls with GET and the CRON_SECRET bearer; anyone else gets 401.
 */
export async function GET(request: Request) {
  if (!isCronRequest(request)) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  try {
    const now = new Date();
    const before = retentionCutoff(now);
    const deleted = await deleteExpiredAnalytics(before, utcDay(now));
    const summarisedDays = await rollUpAnalytics(utcDay(now));
    const pruned = await pruneRateLimitTables();
    return NextResponse.json(
      { before: before.toISOString(), deleted, summarisedDays, pruned },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    console.error('daily analytics job failed', error);
    return NextResponse.json({ error: 'Failed to run the daily analytics job' }, { status: 500 });
  }
}
