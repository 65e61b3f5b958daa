import type { Metadata } from 'next';
import { KitTires } from '@/components/field-kit/kit-tires';

export const metadata: Metadata = {
  title: 'Tire size arithmetic (field kit)',
  description: 'A tire size’s overall diameter, width, sidewall and revolutions per mile, computed on the device: part of the offline field kit.',
  robots: { index: false, follow: false },
};

/**
 * The field kit's tire size arithmetic (docs/product/field-kit.md § What works offline), saved whole: a page of its
 * own, so its client component is its own chunk and no other page's scripts change. The service worker answers
 * /tire-fitment with it offline.
 */
export default function FieldKitTiresPage() {
  return <KitTires />;
}
