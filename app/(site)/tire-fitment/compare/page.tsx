import { COMPARE_METADATA, CompareView } from '@/app/(site)/tire-fitment/compare/compare-view';
import { StaticCopyCheck } from '@/components/content/static-copy-check';

export const revalidate = 3600;

export const metadata = COMPARE_METADATA;

export default function ComparePage() {
  return (
    <>
      <CompareView ids={[]} />
      <StaticCopyCheck />
    </>
  );
}
