import { ogCard } from '@/app/api/og/og-card';
import { vehicleLabel } from '@/lib/calculators/range';
import { evsForLink } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { listPlacardPressures } from '@/lib/db/tire-pressures';
import { findVehicle, linkVehicleKeys, tireFromLink, tireResultFor } from '@/lib/calculators/forms';
import { loadTireUrl } from '@/lib/calculators/forms/links';

const TOOL = 'RangeBoost tire pressure calculator';

/** The link preview of a tire pressure result, drawn from the same inputs as the page. */
export async function GET(request: Request) {
  try {
    const url = loadTireUrl(request);
    const [evs, regions, placards] = await Promise.all([
      evsForLink(linkVehicleKeys(url)),
      listRegions(),
      listPlacardPressures(),
    ]);
    const { values } = tireFromLink(url, evs, regions, placards);
    const result = tireResultFor(values, evs, regions, placards);
    const vehicle = findVehicle(evs, values);
    if (result && vehicle) {
      return ogCard({
        tool: TOOL,
        headline: `${vehicleLabel(vehicle)}: ${values.current} → ${values.target} PSI`,
        stats: [
          { label: 'Efficiency gain', value: `${result.gainPercent.toFixed(1)}%` },
          { label: 'Range increase', value: `${result.rangeIncreaseMiles.toFixed(1)} mi` },
          { label: 'New total range', value: `${result.newRangeMiles.toFixed(1)} mi` },
        ],
        footnote: result.capped ? 'Benefits capped at 5%' : undefined,
      });
    }
  } catch (error) {
    console.error('tire preview failed', error);
  }
  return ogCard({
    tool: TOOL,
    headline: 'How much range does correct tire pressure give your EV?',
    stats: [],
  });
}
