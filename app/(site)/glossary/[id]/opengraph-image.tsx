import { PAGE_CARD_SIZE, pageCardImage } from '@/components/og/page-card';
import { firstSentence } from '@/lib/content/first-sentence';
import { getGlossaryEntry } from '@/lib/db/glossary';
import { rowOfSegment } from '@/lib/route-id';

export const size = PAGE_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'Glossary term';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const entry = await rowOfSegment((await params).id, getGlossaryEntry);
  if (!entry) return pageCardImage({ kind: 'EV repair glossary', title: 'Term not found' });
  return pageCardImage({ kind: 'EV repair glossary', title: entry.term, text: firstSentence(entry.text) });
}
