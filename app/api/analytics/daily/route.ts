import { NextResponse } from 'next/server';
import { retentionCutoff } from '@/lib/analytics/retention';
import { utcDay } from '@/lib/analytics/visitor';
import { isCronRequest } from '@/lib/cron';
import { deleteExpiredAnalytics, rollUpAnalytics } from '@/lib/db/analytics';

export const dynamic = 'force-dynamic';

/**
 * The daily analytics cron (vercel.json): deletes events and summaries older than 13 months and the
 * visitor-key salts of past days, then summarises the day that just ended for the back office report.
 * Vercel Cron calls with GET and the CRON_SECRET bearer; anyone else gets 401.
 */
export async function GET(request: Request) {
  if (!isCronRequest(request)) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  try {
    const now = new Date();
    const before = retentionCutoff(now);
    const deleted = await deleteExpiredAnalytics(before, utcDay(now));
    const summarisedDays = await rollUpAnalytics(utcDay(now));
    return NextResponse.json(
      { before: before.toISOString(), deleted, summarisedDays },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    console.error('daily analytics job failed', error);
    return NextResponse.json({ error: 'Failed to run the daily analytics job' }, { status: 500 });
  }
}
