import { loadTireUrl } from '@/lib/validations/calculators';
import { TireCalculatorView, tireCalculatorMetadata } from '@/app/(site)/tire-calculator/tire-calculator-view';

export const revalidate = 3600;

const DEFAULTS = loadTireUrl({});

export function generateMetadata() {
  return tireCalculatorMetadata(DEFAULTS);
}

export default function TireCalculatorPage() {
  return <TireCalculatorView url={DEFAULTS} />;
}
