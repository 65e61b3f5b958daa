import { ogCard } from '@/app/api/og/og-card';
import { vehicleLabel } from '@/lib/calculators/range';
import { evsForLink } from '@/lib/db/ev-models';
import { batteryFromLink, batteryResultFor, findVehicle, linkVehicleKeys } from '@/lib/calculators/forms';
import { loadBatteryUrl } from '@/lib/calculators/forms/links';

const TOOL = 'EV Battery Degradation Calculator';

/** The link preview of a battery estimate, drawn from the same inputs as the page. */
export async function GET(request: Request) {
  try {
    const url = loadBatteryUrl(request);
    const evs = await evsForLink(linkVehicleKeys(url));
    const { values } = batteryFromLink(url, evs);
    const result = batteryResultFor(values, evs, new Date().getUTCFullYear());
    const vehicle = findVehicle(evs, values);
    if (result && vehicle) {
      return ogCard({
        tool: TOOL,
        headline: `${vehicleLabel(vehicle)} at ${Math.round(result.mileage).toLocaleString('en-US')} miles`,
        stats: [
          { label: 'Capacity', value: `${result.remainingCapacityPercent.toFixed(1)}%` },
          { label: 'Rating', value: result.rating },
          { label: 'Current range', value: `${Math.round(result.currentRangeMiles)} mi` },
          { label: 'Degradation', value: `${result.degradationPercent.toFixed(1)}%` },
        ],
      });
    }
  } catch (error) {
    console.error('battery preview failed', error);
  }
  return ogCard({
    tool: TOOL,
    headline: 'Estimate your EV battery’s health from age and mileage',
    stats: [],
  });
}
