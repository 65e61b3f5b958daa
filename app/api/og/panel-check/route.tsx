import { ogCard } from '@/app/api/og/og-card';
import { PANEL_CONSTANTS } from '@/lib/calculators/panel-check';
import { loadPanelUrl } from '@/lib/calculators/forms/links';
import { panelCheckOfLink } from '@/lib/calculators/forms/panel-check';

const TOOL = 'Panel Check for an EV Charger';

/** The link preview of a panel check, drawn from the same inputs as the page. */
export function GET(request: Request) {
  const { result } = panelCheckOfLink(loadPanelUrl(request));
  if (!result) {
    return ogCard({
      tool: TOOL,
      headline: 'Can my home’s electrical service take an EV charger?',
      stats: [],
    });
  }
  return ogCard({
    tool: TOOL,
    headline: `${result.circuit.chargerAmps} A charger on a ${result.serviceAmps} A service: ${result.fits ? 'fits' : 'does not fit'}`,
    stats: [
      { label: 'Calculated load', value: `${result.amps.toFixed(1)} A` },
      { label: 'Headroom', value: `${result.headroomAmps.toFixed(1)} A` },
      { label: 'Breaker', value: `${result.circuit.breakerAmps} A` },
      {
        label: 'Largest that fits',
        value: result.largestCharger === null ? 'None' : `${result.largestCharger} A`,
      },
    ],
    footnote: `Estimate under ${PANEL_CONSTANTS.edition} ${result.method}`,
  });
}
