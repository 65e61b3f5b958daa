import type { Metadata } from 'next';
import { cache } from 'react';
// nuqs's plain-React adapter reads the URL from `location` after hydration, so the inputs a visitor types
// rewrite the address in place (history.replaceState, which Next's router follows) without asking the server
// for the page again; the server reads the query only when the page is requested.
import { NuqsAdapter } from 'nuqs/adapters/react';
import { CalculatorPage, calculatorMetadata } from '@/components/calculators/calculator-page';
import { RangeTool } from '@/components/calculators/range-tool';
import { RANGE_TOOL_TITLE, rangeSummary } from '@/lib/calculators/metadata';
import { selectionRows, vehicleLabel } from '@/lib/calculators/range';
import { evsForLink, getEvChoice } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { env } from '@/lib/env';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';
import {
  linkVehicleKeys,
  rangeFromLink,
  rangeResultFor,
  rangeUrlOf,
} from '@/lib/calculators/forms';
import { loadRangeUrl } from '@/lib/calculators/forms/links';
import { serializeRangeUrl } from '@/lib/calculators/forms/params';
import { packRegions } from '@/lib/calculators/region-wire';

const TITLE = RANGE_TOOL_TITLE;
const DESCRIPTION =
  'Compare an EV’s range, home charging and supercharging cost with comparable gas vehicles, by state, with CO2 and charging times.';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

/**
 * The link's inputs, the rows it names and the chosen EV with its comparables: a few rows read by id and index,
 * once per render (metadata and page share it).
 */
const load = cache(async (params: QueryPageProps['params']) => {
  const url = await loadRangeUrl(pageQuery(params));
  const [evs, regions] = await Promise.all([evsForLink(linkVehicleKeys(url)), listRegions()]);
  const initial = rangeFromLink(url, evs, regions);
  const vehicles = await getEvChoice(initial.values);
  const rows = selectionRows(vehicles.selection);
  return { initial, vehicles, regions, result: rangeResultFor(initial.values, rows.evs, rows.ices, regions), rows };
});

/** The page's metadata; a shared link (`shared=true&…`) carries its own figures for unfurls. */
export async function generateMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const { initial, result, rows } = await load(params);
  let title = TITLE;
  let description = DESCRIPTION;
  let image = '/api/og/range';
  if (result) {
    ({ title, description } = rangeSummary(result));
    image = serializeRangeUrl('/api/og/range', rangeUrlOf(initial.values, rows.evs, true));
  }
  return calculatorMetadata({
    title,
    description,
    keywords: ['EV range', 'EV charging cost', 'EV vs gas cost', 'supercharging cost', 'EV calculator'],
    path: '/range-tool',
    image,
  });
}

/** The calculator for the link values in the URL: a shared link (`shared=true&…`) shows its numbers in the HTML. */
export default async function RangeToolPage({ params }: QueryPageProps) {
  const { initial, vehicles, regions, result } = await load(params);
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const sharedResult = initial.shared ? result : null;

  return (
    <CalculatorPage
      title={TITLE}
      description={DESCRIPTION}
      path="/range-tool"
      shared={
        sharedResult
          ? {
              vehicle: vehicleLabel(sharedResult.vehicle),
              details: `${sharedResult.distanceMiles.toLocaleString('en-US')} mile trip in ${sharedResult.region.state}.`,
              answer: rangeSummary(sharedResult).description,
              matchedBy: initial.matchedBy,
            }
          : undefined
      }
      issues={initial.issues}
    >
      <NuqsAdapter>
        <RangeTool
          vehicles={vehicles}
          regions={packRegions(regions)}
          initial={initial.values}
          siteUrl={siteUrl}
          shared={initial.shared}
        />
      </NuqsAdapter>
    </CalculatorPage>
  );
}
