import type { NextRequest } from 'next/server';
import { refuseUnlessAdmin } from '@/lib/admin-request';
import { exportSubscribers } from '@/lib/db/newsletter';
import { env } from '@/lib/env';
import { subscribersCsv } from '@/lib/newsletter/csv';
import { SUBSCRIBER_MESSAGES } from '@/lib/newsletter/subscribers';

export const dynamic = 'force-dynamic';

/**
 * The newsletter subscribers as a CSV download, for the administrator only (checked here, from the
 * request, whatever the proxy did) and only when the request comes from our own pages.
 */
export async function GET(request: NextRequest) {
  const refused = await refuseUnlessAdmin(request);
  if (refused) return refused;
  try {
    const csv = subscribersCsv(await exportSubscribers(), env().NEXT_PUBLIC_SITE_URL);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    console.error(SUBSCRIBER_MESSAGES.exportFailed, error);
    return Response.json({ message: SUBSCRIBER_MESSAGES.exportFailed }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
}
