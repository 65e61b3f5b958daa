import { ogCard, searchParamsOf } from '@/app/api/og/og-card';
import { batteryResultFor, findVehicle, initialBatteryValues } from '@/lib/calculators/forms';
import { vehicleLabel } from '@/lib/calculators/range';
import { listEvModels } from '@/lib/db/ev-models';
import { parseBatteryQuery } from '@/lib/validations/calculators';

const TOOL = 'EV Battery Degradation Calculator';

/** The link preview of a battery estimate, drawn from the same inputs as the page. */
export async function GET(request: Request) {
  try {
    const evs = await listEvModels();
    const { values } = initialBatteryValues(parseBatteryQuery(searchParamsOf(request)), evs);
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
