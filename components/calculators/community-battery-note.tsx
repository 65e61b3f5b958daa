import type { CommunityBattery } from '@/lib/calculators/range';
import { formatDecimal } from '@/lib/number-format';

export const COMMUNITY_BATTERY_LABEL = 'usable capacity, European specification';
export const COMMUNITY_BATTERY_REPOSITORY = 'https://github.com/KilowattApp/open-ev-data';

/**
 * The credit the community record's licence asks for, naming its repository so that it is not taken for the
 * OpenEV Data the site cites elsewhere (docs/product/data.md § Community battery capacity).
 */
export function CommunityBatteryNote({ battery }: { battery: CommunityBattery }) {
  const record = [battery.model, battery.variant].filter(Boolean).join(' ');
  return (
    <span data-testid="community-battery">
      {formatDecimal(battery.usableKwh, { maximumFractionDigits: 1 })} kWh {COMMUNITY_BATTERY_LABEL} (
      {record}, {battery.releaseYear}), from{' '}
      <a href={COMMUNITY_BATTERY_REPOSITORY} className="underline" rel="noopener">
        Open EV Data (github.com/KilowattApp/open-ev-data)
      </a>
    </span>
  );
}
