import { loadRangeUrl } from '@/lib/validations/calculators';
import { RangeToolView, rangeToolMetadata } from '@/app/(site)/range-tool/range-tool-view';
import { StaticCopyCheck } from '@/components/content/static-copy-check';

export const revalidate = 3600;

const DEFAULTS = loadRangeUrl({});

export function generateMetadata() {
  return rangeToolMetadata(DEFAULTS);
}

export default function RangeToolPage() {
  return (
    <>
      <RangeToolView url={DEFAULTS} />
      <StaticCopyCheck onArrivalOnly />
    </>
  );
}
