import type { Metadata } from 'next';
import { OfflineKit } from '@/components/field-kit/offline-kit';
import { linkVehicleKeys, tireFromLink } from '@/lib/calculators/forms';
import { loadPanelUrl, loadTireUrl } from '@/lib/calculators/forms/links';
import { panelCheckOfLink } from '@/lib/calculators/forms/panel-check';
import { evsForLink, getEvChoice } from '@/lib/db/ev-models';
import { listInstallerStates } from '@/lib/db/installers';
import { listRegions } from '@/lib/db/regional';
import { listPlacardPressures } from '@/lib/db/tire-pressures';
import { env } from '@/lib/env';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Field Kit (offline)',
  robots: { index: false, follow: false },
};

/**
 * The page the field kit saves and the service worker answers offline with (docs/product/field-kit.md): the site's
 * header and footer around a client component that draws the saved address. The calculators start from their bare
 * pages' values, read here as /panel-check and /tire-calculator read them.
 */
export default async function FieldKitOfflinePage() {
  const tireUrl = await loadTireUrl({});
  const [installerStates, evs, regions, placards] = await Promise.all([
    listInstallerStates(),
    evsForLink(linkVehicleKeys(tireUrl)),
    listRegions(),
    listPlacardPressures(),
  ]);
  const tire = tireFromLink(tireUrl, evs, regions, placards);
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  return (
    <OfflineKit
      tools={{
        panel: { initial: panelCheckOfLink(await loadPanelUrl({})).values, installerStates, siteUrl },
        tire: { vehicles: await getEvChoice(tire.values), regions, placards, initial: tire.values, siteUrl, shared: false },
      }}
    />
  );
}
