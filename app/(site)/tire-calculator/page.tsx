import { loadTireUrl } from '@/lib/validations/calculators';
import { TireCalculatorView, tireCalculatorMetadata } from '@/app/(site)/tire-calculator/tire-calculator-view';
import { StaticCopyCheck } from '@/components/content/static-copy-check';

export const revalidate = 3600;

const DEFAULTS = loadTireUrl({});

export function generateMetadata() {
  return tireCalculatorMetadata(DEFAULTS);
}

export default function TireCalculatorPage() {
  return (
    <>
      <TireCalculatorView url={DEFAULTS} />
      <StaticCopyCheck onArrivalOnly />
    </>
  );
}
