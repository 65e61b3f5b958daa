import { NextResponse } from 'next/server';
import { clientKey } from '@/lib/client-key';
import { RATE_LIMITED_MESSAGE } from '@/lib/errors';
import { recordHelpfulVote } from '@/lib/db/glossary';
import { hitRateLimit } from '@/lib/db/rate-limits';
import { HELPFUL_MESSAGES, helpfulVoteSchema } from '@/lib/glossary/helpful-vote';
import { parseRouteId } from '@/lib/route-id';

const VOTES_PER_HOUR = 30;

/** Records a 'Was this helpful?' answer for an entry. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseRouteId((await params).id);
  if (id === undefined) return NextResponse.json({ ok: false, message: HELPFUL_MESSAGES.failure }, { status: 404 });
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = helpfulVoteSchema.safeParse(body);
  if (!parsed.success) return NextResponse.json({ ok: false, message: HELPFUL_MESSAGES.failure }, { status: 400 });
  try {
    const limit = await hitRateLimit('glossary-helpful', await clientKey(), VOTES_PER_HOUR, 3600);
    if (!limit.allowed) return NextResponse.json({ ok: false, message: RATE_LIMITED_MESSAGE }, { status: 429 });
    const found = await recordHelpfulVote(id, parsed.data.helpful);
    if (!found) return NextResponse.json({ ok: false, message: HELPFUL_MESSAGES.failure }, { status: 404 });
    return NextResponse.json({ ok: true, message: HELPFUL_MESSAGES.thanks });
  } catch (error) {
    console.error('glossary helpful vote failed', error);
    return NextResponse.json({ ok: false, message: HELPFUL_MESSAGES.failure }, { status: 500 });
  }
}
