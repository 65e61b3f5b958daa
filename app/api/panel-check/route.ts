import { NextResponse } from 'next/server';
import { checkPanel, panelShown } from '@/lib/calculators/panel-check';
import { loadPanelUrl } from '@/lib/calculators/forms/links';
import { readPanelQuery } from '@/lib/calculators/forms/panel-check';

/**
 * The panel check as JSON, from the same parameters as a shared link (docs/product/panel-check.md § JSON):
 * the method applied, the connected and calculated loads, amps, headroom, the verdict, the charger's breaker
 * and the largest common setting that fits; then the home without the charger and what can make room, unrounded,
 * and under `shown` the figures the page shows, rounded as it shows them. Bad input answers 400 with each
 * field's message, never a number.
 */
export function GET(request: Request) {
  const { input, problems } = readPanelQuery(loadPanelUrl(request));
  if (!input) return NextResponse.json({ errors: problems }, { status: 400 });
  const result = checkPanel(input);
  // Pure arithmetic on the query: the same question always has the same answer.
  return NextResponse.json(
    {
      method: result.method,
      connectedVa: result.connectedVa,
      demandVa: result.demandVa,
      amps: result.amps,
      headroomAmps: result.headroomAmps,
      fits: result.fits,
      breakerAmps: result.circuit.breakerAmps,
      largestCharger: result.largestCharger,
      houseVa: result.house.demandVa,
      houseAmps: result.house.amps,
      houseHeadroomAmps: result.house.headroomAmps,
      houseStands: result.house.stands,
      largestSettingAmps: result.largestSettingAmps,
      emsSetpointAmps: result.ems?.setpointAmps ?? null,
      emsShedVa: result.ems?.shedVa ?? null,
      maxPeakKw: result.maxPeakKw,
      upgradeServiceAmps: result.upgradeServiceAmps,
      shown: panelShown(result),
    },
    { headers: { 'cache-control': 'public, max-age=3600, s-maxage=86400' } },
  );
}
