import { ogCard } from '@/app/api/og/og-card';
import { selectionRows, vehicleLabel } from '@/lib/calculators/range';
import { evsForLink, getEvSelection } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { findVehicle, linkVehicleKeys, rangeFromLink, rangeResultFor } from '@/lib/calculators/forms';
import { loadRangeUrl } from '@/lib/calculators/forms/links';

const TOOL = 'EV Range & Charging Cost Comparison';

/** The link preview of a range comparison, drawn from the same inputs as the page. */
export async function GET(request: Request) {
  try {
    const url = loadRangeUrl(request);
    const [evs, regions] = await Promise.all([evsForLink(linkVehicleKeys(url)), listRegions()]);
    const { values } = rangeFromLink(url, evs, regions);
    const vehicle = findVehicle(evs, values);
    const rows = selectionRows(vehicle && (await getEvSelection(vehicle.id)));
    const result = rangeResultFor(values, rows.evs, rows.ices, regions);
    if (result) {
      const usd = (value: number | null) => (value === null ? 'not published' : `$${value.toFixed(2)}`);
      const stats = [
        { label: 'Home charging', value: usd(result.homeCostUsd) },
        { label: 'Supercharging', value: usd(result.superchargingCostUsd) },
        ...(result.averageGasCostUsd === null
          ? []
          : [{ label: 'Gas vehicle', value: usd(result.averageGasCostUsd) }]),
        result.temperature
          ? {
              label: `Range at ${Math.round(result.temperature.temperatureF)} °F`,
              value: `${Math.round(result.rangeMiles)} mi`,
            }
          : { label: 'EPA range', value: `${Math.round(result.vehicle.epaRangeMiles)} mi` },
      ];
      return ogCard({
        tool: TOOL,
        headline: `${vehicleLabel(result.vehicle)}: ${result.distanceMiles.toLocaleString('en-US')} miles in ${result.region.state}`,
        stats,
        footnote:
          result.savingsUsd === null
            ? undefined
            : `Saves $${result.savingsUsd.toFixed(2)} vs gas on this trip`,
      });
    }
  } catch (error) {
    console.error('range preview failed', error);
  }
  return ogCard({ tool: TOOL, headline: 'Compare EV range and charging costs with gas vehicles', stats: [] });
}
