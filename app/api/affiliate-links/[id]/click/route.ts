import { clientKey } from '@/lib/client-key';
import { recordAffiliateClick } from '@/lib/db/affiliate-links';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { parseAffiliateId } from '@/lib/admin/affiliate';

export const dynamic = 'force-dynamic';

// A visitor opens a handful of products an hour; a script replaying the beacon does not get to inflate counts.
const CLICKS_PER_HOUR = 60;

const empty = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/** Counts only beacons from our own pages: another site cannot add clicks through a visitor's browser. */
function fromOurPages(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Adds one click to a product link's counter (the rotators send it as a beacon). Stores the link id and a
 * count, nothing about the visitor; the rate limit keeps only a hashed client key for an hour.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseAffiliateId((await params).id);
  if (id === undefined) return empty(404);
  if (!fromOurPages(request)) return empty(403);
  try {
    const limit = await hitRateLimit('affiliate-click', await clientKey(), CLICKS_PER_HOUR, 3600);
    if (!limit.allowed) return empty(429);
    return empty((await recordAffiliateClick(id)) ? 204 : 404);
  } catch (error) {
    console.error('affiliate click count failed', error);
    return empty(500);
  }
}
