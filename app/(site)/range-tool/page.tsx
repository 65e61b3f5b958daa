import type { Metadata } from 'next';
// nuqs's plain-React adapter reads the URL from `location` after hydration, so the inputs a visitor types
// rewrite the address in place (history.replaceState, which Next's router follows) without asking the server
// for the page again; the server reads the query only when the page is requested.
import { NuqsAdapter } from 'nuqs/adapters/react';
import type { SearchParams } from 'nuqs/server';
import { CalculatorPage, calculatorMetadata } from '@/components/calculators/calculator-page';
import { RangeTool } from '@/components/calculators/range-tool';
import { rangeSummary } from '@/lib/calculators/metadata';
import { vehicleLabel } from '@/lib/calculators/range';
import { getEvChoice, listEvModels, listIceModels } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { env } from '@/lib/env';
import { rangeFromLink, rangeResultFor, rangeUrlOf } from '@/lib/validations/calculator-forms';
import { loadRangeUrl } from '@/lib/validations/calculator-links';
import { serializeRangeUrl } from '@/lib/validations/calculators';

const TITLE = 'EV Range & Charging Cost Comparison';
const DESCRIPTION =
  'Compare an EV’s range, home charging and supercharging cost with comparable gas vehicles, by state, with CO2 and charging times.';

async function load() {
  const [evs, ices, regions] = await Promise.all([listEvModels(), listIceModels(), listRegions()]);
  return { evs, ices, regions };
}

type PageProps = { searchParams: Promise<SearchParams> };

/** The page's metadata; a shared link (`shared=true&…`) carries its own figures for unfurls. */
export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const [data, url] = await Promise.all([load(), loadRangeUrl(searchParams)]);
  let title = TITLE;
  let description = DESCRIPTION;
  let image = '/api/og/range';
  const { values } = rangeFromLink(url, data.evs, data.regions);
  const result = rangeResultFor(values, data.evs, data.ices, data.regions);
  if (result) {
    ({ title, description } = rangeSummary(result));
    image = serializeRangeUrl('/api/og/range', rangeUrlOf(values, data.evs, true));
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
export default async function RangeToolPage({ searchParams }: PageProps) {
  const [data, url] = await Promise.all([load(), loadRangeUrl(searchParams)]);
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const initial = rangeFromLink(url, data.evs, data.regions);
  // The form receives the cascade's options for the link's vehicle and that vehicle alone, never the table.
  const vehicles = await getEvChoice(initial.values);
  const sharedResult = initial.shared
    ? rangeResultFor(initial.values, data.evs, data.ices, data.regions)
    : null;

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
              matchedBy: initial.matchedBy,
            }
          : undefined
      }
      issues={initial.issues}
    >
      <NuqsAdapter>
        <RangeTool
          vehicles={vehicles}
          regions={data.regions}
          initial={initial.values}
          siteUrl={siteUrl}
          shared={initial.shared}
        />
      </NuqsAdapter>
    </CalculatorPage>
  );
}
