import { NextResponse } from 'next/server';
import { z } from 'zod';
import { findListMatches } from '@/lib/db/list-search';
import { LIST_SEARCH_MESSAGES, parseListQuery } from '@/lib/content/list-query';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };

/** Which list is searched; the query itself is read by the list search's one parser. */
const listSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), category: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }),
  z.object({ kind: z.enum(['glossary', 'articles', 'videos', 'guides']) }),
]);

/**
 * The ids of a list page's rows that match what the visitor typed (GET /api/list-search?kind=…&q=…, and
 * &category=… for a category's terms). Public rows only and no cookies read, so a shared cache may keep an
 * answer for a minute.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const list = listSchema.safeParse({ kind: params.get('kind'), category: params.get('category') ?? undefined });
  const { q, problem } = parseListQuery(params.get('q'));
  const error = problem ?? (!list.success ? LIST_SEARCH_MESSAGES.unknownList : q ? undefined : LIST_SEARCH_MESSAGES.empty);
  if (error || !list.success) return NextResponse.json({ error }, { status: 400, headers: noStore });
  try {
    return NextResponse.json(await findListMatches({ ...list.data, q }), { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });
  } catch (error) {
    console.error('list search failed', error);
    return NextResponse.json({ error: LIST_SEARCH_MESSAGES.failed }, { status: 503, headers: noStore });
  }
}
