import { NextResponse } from 'next/server';
import { firstSentence } from '@/lib/content/first-sentence';
import { getGlossaryEntry } from '@/lib/db/glossary';
import { rowOfSegment } from '@/lib/route-id';

// One small JSON per term for the hovercards on article, guide and glossary bodies: cached like the term
// page, so a hover never loads the whole glossary.
export const revalidate = 3600;

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const entry = await rowOfSegment((await params).id, getGlossaryEntry);
  if (!entry) return NextResponse.json({ error: 'not found' }, { status: 404 });
  return NextResponse.json(
    { term: entry.term, summary: firstSentence(entry.text), href: `/glossary/${entry.id}` },
    { headers: { 'cache-control': 'public, max-age=300, s-maxage=3600' } },
  );
}
