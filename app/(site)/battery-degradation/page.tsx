import { loadBatteryUrl } from '@/lib/validations/calculators';
import { BatteryDegradationView, batteryMetadata } from '@/app/(site)/battery-degradation/battery-degradation-view';
import { StaticCopyCheck } from '@/components/content/static-copy-check';

export const revalidate = 3600;

const DEFAULTS = loadBatteryUrl({});

export function generateMetadata() {
  return batteryMetadata(DEFAULTS);
}

export default function BatteryDegradationPage() {
  return (
    <>
      <BatteryDegradationView url={DEFAULTS} />
      <StaticCopyCheck onArrivalOnly />
    </>
  );
}
