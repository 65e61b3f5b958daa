import type { Metadata } from 'next';
import { OfflineKit } from '@/components/field-kit/offline-kit';
import { loadPanelUrl } from '@/lib/calculators/forms/links';
import { panelCheckOfLink } from '@/lib/calculators/forms/panel-check';
import { listInstallerStates } from '@/lib/db/installers';
import { env } from '@/lib/env';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Field Kit (offline)',
  robots: { index: false, follow: false },
};

/**
 * The page the field kit saves and the service worker answers offline with (docs/product/field-kit.md): the site's
 * header and footer around a client component that draws the saved address. The panel check starts from the bare
 * tool's values, read here as /panel-check reads them.
 */
export default async function FieldKitOfflinePage() {
  const { values } = panelCheckOfLink(loadPanelUrl({}));
  const installerStates = await listInstallerStates();
  return <OfflineKit tools={{ panel: { initial: values, installerStates, siteUrl: env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '') } }} />;
}
