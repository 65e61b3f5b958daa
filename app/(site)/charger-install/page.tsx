import { GUIDES_METADATA, GuidesView } from '@/app/(site)/charger-install/guides-view';
import { normalizeQuery } from '@/lib/search/query';

export const metadata = GUIDES_METADATA;

type Search = { q?: string | string[]; topic?: string | string[] };

export default async function ChargerInstallPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { q, topic } = await searchParams;
  return <GuidesView query={normalizeQuery(q)} topic={normalizeQuery(topic)} />;
}
