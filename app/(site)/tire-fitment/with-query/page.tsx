import { directoryQuerySchema } from '@/lib/validations/tires';
import { TIRE_FITMENT_METADATA, TireFitmentView } from '@/app/(site)/tire-fitment/tire-fitment-view';

export const metadata = TIRE_FITMENT_METADATA;

/** /tire-fitment?tab=…, rewritten here by the proxy so that /tire-fitment itself stays static. */
export default async function TireFitmentQueryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <TireFitmentView query={directoryQuerySchema.parse(await searchParams)} />;
}
