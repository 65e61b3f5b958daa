import { directoryQuerySchema } from '@/lib/validations/tires';
import { TIRE_FITMENT_METADATA, TireFitmentView } from '@/app/(site)/tire-fitment/tire-fitment-view';
import { StaticCopyCheck } from '@/components/content/static-copy-check';

export const revalidate = 3600;

export const metadata = TIRE_FITMENT_METADATA;

export default function TireFitmentPage() {
  return (
    <>
      <TireFitmentView query={directoryQuerySchema.parse({})} />
      <StaticCopyCheck />
    </>
  );
}
