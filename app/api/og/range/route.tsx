import { ogCard } from '@/app/api/og/og-card';
import { vehicleLabel } from '@/lib/calculators/range';
import { listEvModels, listIceModels } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { rangeFromLink, rangeResultFor } from '@/lib/validations/calculator-forms';
import { loadRangeUrl } from '@/lib/validations/calculator-links';

const TOOL = 'EV Range & Charging Cost Comparison';

/** The link preview of a range comparison, drawn from the same inputs as the page. */
export async function GET(request: Request) {
  try {
    const [evs, ices, regions] = await Promise.all([listEvModels(), listIceModels(), listRegions()]);
    const { values } = rangeFromLink(loadRangeUrl(request), evs, regions);
    const result = rangeResultFor(values, evs, ices, regions);
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
