import { compareQuerySchema } from '@/lib/validations/tires';
import { COMPARE_METADATA, CompareView } from '@/app/(site)/tire-fitment/compare/compare-view';

export const metadata = COMPARE_METADATA;

/** /tire-fitment/compare?ids=…, rewritten here by the proxy so that /tire-fitment/compare itself stays static. */
export default async function CompareQueryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <CompareView ids={compareQuerySchema.parse(await searchParams).ids} />;
}
