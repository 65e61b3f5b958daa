import type { SearchParams } from 'nuqs/server';
import { loadBatteryUrl } from '@/lib/validations/calculators';
import { BatteryDegradationView, batteryMetadata } from '@/app/(site)/battery-degradation/battery-degradation-view';

type PageProps = { searchParams: Promise<SearchParams> };

/**
 * /battery-degradation?…, rewritten here by the proxy: a shared link (`shared=true&…`) shows its numbers in
 * the server HTML and its own title, description and image for unfurls, while /battery-degradation stays
 * static.
 */
export async function generateMetadata({ searchParams }: PageProps) {
  return batteryMetadata(await loadBatteryUrl(searchParams));
}

export default async function BatteryDegradationQueryPage({ searchParams }: PageProps) {
  return <BatteryDegradationView url={await loadBatteryUrl(searchParams)} />;
}
