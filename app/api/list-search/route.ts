import { NextResponse } from 'next/server';
import { findListMatches } from '@/lib/db/list-search';
import { LIST_SEARCH_MESSAGES, listSearchSchema } from '@/lib/content/list-query';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };

/**
 * The ids of a list page's rows that match what the visitor typed (GET /api/list-search?kind=…&q=…, and
 * &category=… for a category's terms). Public rows only and no cookies read, so a shared cache may keep an
 * answer for a minute.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const parsed = listSearchSchema.safeParse({ kind: params.get('kind'), q: params.get('q') ?? '', category: params.get('category') ?? undefined });
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.message === LIST_SEARCH_MESSAGES.tooLong);
    return NextResponse.json({ error: tooLong ? LIST_SEARCH_MESSAGES.tooLong : LIST_SEARCH_MESSAGES.unknownList }, { status: 400, headers: noStore });
  }
  if (!parsed.data.q) return NextResponse.json({ error: LIST_SEARCH_MESSAGES.empty }, { status: 400, headers: noStore });
  try {
    return NextResponse.json(await findListMatches(parsed.data), { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });
  } catch (error) {
    console.error('list search failed', error);
    return NextResponse.json({ error: LIST_SEARCH_MESSAGES.failed }, { status: 503, headers: noStore });
  }
}
