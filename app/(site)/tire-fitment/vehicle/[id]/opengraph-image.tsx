import { PAGE_CARD_SIZE, pageCardImage } from '@/components/og/page-card';
import { getVehicle } from '@/lib/db/vehicles';
import { NOT_PUBLISHED } from '@/lib/tires/types';
import { rowOfSegment } from '@/lib/route-id';

export const size = PAGE_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'Vehicle tire fitment';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const vehicle = await rowOfSegment((await params).id, getVehicle);
  if (!vehicle) return pageCardImage({ kind: 'Tire fitment', title: 'Vehicle not found' });
  return pageCardImage({
    kind: 'Tire fitment',
    title: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`,
    facts: [
      `OEM ${vehicle.oemTireSize}`,
      `Load ${vehicle.loadIndexMin === null ? NOT_PUBLISHED : `${vehicle.loadIndexMin}+`} / speed ${
        vehicle.speedRatingMin === null ? NOT_PUBLISHED : `${vehicle.speedRatingMin}+`
      }`,
    ],
  });
}
