import { NextResponse } from 'next/server';
import { firstSentence } from '@/lib/content/first-sentence';
import { getGlossaryEntry } from '@/lib/db/glossary';
import { parseRouteId } from '@/lib/route-id';

// One small JSON per term for the hovercards on article, guide and glossary bodies: cached like the term
// page, so a hover never loads the whole glossary.
export const revalidate = 3600;

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseRouteId((await params).id);
  const entry = id === undefined ? undefined : await getGlossaryEntry(id);
  if (!entry) return NextResponse.json({ error: 'not found' }, { status: 404 });
  return NextResponse.json(
    { term: entry.term, summary: firstSentence(entry.text), href: `/glossary/${entry.id}` },
    { headers: { 'cache-control': 'public, max-age=300, s-maxage=3600' } },
  );
}
