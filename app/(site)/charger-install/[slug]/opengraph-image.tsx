import { PAGE_CARD_SIZE, pageCardImage } from '@/components/og/page-card';
import { getInstallGuide } from '@/lib/db/install-guides';

export const size = PAGE_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'Charger installation guide';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const guide = await getInstallGuide((await params).slug);
  if (!guide) return pageCardImage({ kind: 'Charger installation guide', title: 'Guide not found' });
  return pageCardImage({ kind: 'Charger installation guide', title: guide.title, text: guide.description });
}
