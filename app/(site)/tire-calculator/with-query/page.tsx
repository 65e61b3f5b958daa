import type { SearchParams } from 'nuqs/server';
import { loadTireUrl } from '@/lib/validations/calculators';
import { TireCalculatorView, tireCalculatorMetadata } from '@/app/(site)/tire-calculator/tire-calculator-view';

type PageProps = { searchParams: Promise<SearchParams> };

/**
 * /tire-calculator?…, rewritten here by the proxy: a shared link (`shared=true&…`) shows its numbers in the
 * server HTML and its own title, description and image for unfurls, while /tire-calculator stays static.
 */
export async function generateMetadata({ searchParams }: PageProps) {
  return tireCalculatorMetadata(await loadTireUrl(searchParams));
}

export default async function TireCalculatorQueryPage({ searchParams }: PageProps) {
  return <TireCalculatorView url={await loadTireUrl(searchParams)} />;
}
