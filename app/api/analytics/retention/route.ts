import { NextResponse } from 'next/server';
import { retentionCutoff } from '@/lib/analytics/retention';
import { utcDay } from '@/lib/analytics/visitor';
import { isCronRequest } from '@/lib/cron';
import { deleteExpiredAnalytics } from '@/lib/db/analytics';

export const dynamic = 'force-dynamic';

/**
 * The daily cron (vercel.json): deletes analytics events older than 13 months and the visitor-key salts of
 * past days. Vercel Cron calls with GET and the CRON_SECRET bearer; anyone else gets 401.
 */
export async function GET(request: Request) {
  if (!isCronRequest(request)) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  try {
    const now = new Date();
    const before = retentionCutoff(now);
    const deleted = await deleteExpiredAnalytics(before, utcDay(now));
    return NextResponse.json({ before: before.toISOString(), deleted }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error('analytics retention failed', error);
    return NextResponse.json({ error: 'Failed to delete old analytics events' }, { status: 500 });
  }
}
