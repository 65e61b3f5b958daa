import type { SearchParams } from 'nuqs/server';
import { loadRangeUrl } from '@/lib/validations/calculators';
import { RangeToolView, rangeToolMetadata } from '@/app/(site)/range-tool/range-tool-view';

type PageProps = { searchParams: Promise<SearchParams> };

/**
 * /range-tool?…, rewritten here by the proxy: a shared link (`shared=true&…`) shows its numbers in the
 * server HTML and its own title, description and image for unfurls, while /range-tool stays static.
 */
export async function generateMetadata({ searchParams }: PageProps) {
  return rangeToolMetadata(await loadRangeUrl(searchParams));
}

export default async function RangeToolQueryPage({ searchParams }: PageProps) {
  return <RangeToolView url={await loadRangeUrl(searchParams)} />;
}
