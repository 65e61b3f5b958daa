import type { Metadata } from 'next';
import { OfflineKit } from '@/components/field-kit/offline-kit';

export const metadata: Metadata = {
  title: 'Field Kit (offline)',
  robots: { index: false, follow: false },
};

/**
 * The page the field kit saves and the service worker answers offline with (docs/product/field-kit.md): the site's
 * header and footer around a client component that draws the saved address from the data file.
 */
export default function FieldKitOfflinePage() {
  return <OfflineKit />;
}
