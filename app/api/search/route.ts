import { NextResponse } from 'next/server';
import { searchSite } from '@/lib/db/search';
import { highlightSnippet, normalizeQuery } from '@/lib/search/query';

export const dynamic = 'force-dynamic';

/** Results for the header's search dialog: the top eight, snippets already escaped and marked. */
export async function GET(request: Request) {
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'));
  if (!query) return NextResponse.json({ query, hits: [] });
  try {
    const { hits } = await searchSite(query, 8);
    return NextResponse.json(
      {
        query,
        hits: hits.map((hit) => ({
          kind: hit.kind,
          title: hit.title,
          href: hit.href,
          snippet: highlightSnippet(hit.snippet),
        })),
      },
      // Public content only: a shared cache may keep an answer for a minute.
      { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } },
    );
  } catch (error) {
    console.error('search failed', error);
    return NextResponse.json({ query, hits: [], error: 'Search failed. Please try again.' }, { status: 503 });
  }
}
