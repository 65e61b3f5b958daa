import { NextResponse } from 'next/server';
import { clientKey } from '@/lib/client-key';
import { recordGlossaryView } from '@/lib/db/glossary';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { OUTAGE_MESSAGE, unlessDatabaseDown } from '@/lib/outage';
import { parseRouteId } from '@/lib/route-id';

// A visitor browsing the glossary opens far fewer terms than this; a script replaying the call does not.
const VIEWS_PER_HOUR = 120;

/**
 * Adds one view to an entry. Failures are logged only: the reader never sees them. While the database cannot be
 * reached the answer is 503 with the site's message and Retry-After.
 */
export async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseRouteId((await params).id);
  if (id === undefined) return NextResponse.json({ ok: false }, { status: 404 });
  try {
    return await unlessDatabaseDown({ ok: false, message: OUTAGE_MESSAGE }, async () => {
      const limit = await hitRateLimit('glossary-view', await clientKey(), VIEWS_PER_HOUR, 3600);
      if (!limit.allowed) return NextResponse.json({ ok: false }, { status: 429 });
      const found = await recordGlossaryView(id);
      return NextResponse.json({ ok: found }, { status: found ? 200 : 404 });
    });
  } catch (error) {
    console.error('glossary view count failed', error);
    return NextResponse.json({ ok: false }, { status: 500 });
  }
}
