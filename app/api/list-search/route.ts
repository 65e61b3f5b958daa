import { NextResponse } from 'next/server';
import { z } from 'zod';
import { findListMatches } from '@/lib/db/list-search';
import { LIST_SEARCH_MESSAGES, parseListQuery } from '@/lib/content/list-query';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };

/** The query by the list search's one parser; the problem it names is the field's message. */
const listQuery = z.string().transform((value, context) => {
  const { q, problem } = parseListQuery(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
  return q;
});

const listSearchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), q: listQuery, category: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }),
  z.object({ kind: z.enum(['glossary', 'articles', 'videos', 'guides']), q: listQuery }),
]);

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
