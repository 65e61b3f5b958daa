import { PAGE_CARD_SIZE, pageCardImage } from '@/components/og/page-card';
import { getTire } from '@/lib/db/tires';
import { rowOfSegment } from '@/lib/route-id';

export const size = PAGE_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'Tire';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const tire = await rowOfSegment((await params).id, getTire);
  if (!tire) return pageCardImage({ kind: 'Tire', title: 'Tire not found' });
  return pageCardImage({
    kind: 'Tire',
    title: `${tire.brand} ${tire.model}`,
    text: tire.size,
    facts: [`Load/speed ${tire.loadIndex}${tire.speedRating}`, tire.isEvRated ? 'EV-rated' : 'Standard'],
  });
}
