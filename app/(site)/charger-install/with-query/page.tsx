import { GUIDES_METADATA, GuidesView } from '@/app/(site)/charger-install/guides-view';
import { normalizeQuery } from '@/lib/search/query';

export const metadata = GUIDES_METADATA;

type Search = { q?: string | string[]; topic?: string | string[] };

/** /charger-install?q=…&topic=…, rewritten here by the proxy so that /charger-install itself stays a static page. */
export default async function ChargerInstallSearchPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { q, topic } = await searchParams;
  return <GuidesView query={normalizeQuery(q)} topic={normalizeQuery(topic)} />;
}
