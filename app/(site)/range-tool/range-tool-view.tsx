import type { Metadata } from 'next';
// nuqs's plain-React adapter reads the URL from `location` after hydration instead of through
// useSearchParams, which would take the calculator out of the static page's HTML. The calculator only makes
// shallow URL updates (history.replaceState), which Next's router follows.
import { NuqsAdapter } from 'nuqs/adapters/react';
import { LoadErrorToast } from '@/components/calculators/load-error-toast';
import { CalculatorPage, calculatorMetadata } from '@/components/calculators/calculator-page';
import { LoadErrorNotice } from '@/components/calculators/notices';
import { RangeTool } from '@/components/calculators/range-tool';
import { rangeSummary } from '@/lib/calculators/metadata';
import { vehicleLabel } from '@/lib/calculators/range';
import { listEvModels, listIceModels } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { env } from '@/lib/env';
import { rangeFromLink, rangeResultFor, rangeUrlOf } from '@/lib/validations/calculator-forms';
import { CALCULATOR_MESSAGES, loadRangeUrl, serializeRangeUrl } from '@/lib/validations/calculators';

const TITLE = 'EV Range & Charging Cost Comparison';
const DESCRIPTION =
  'Compare an EV’s range, home charging and supercharging cost with comparable gas vehicles, by state, with CO2 and charging times.';

async function load() {
  try {
    const [evs, ices, regions] = await Promise.all([listEvModels(), listIceModels(), listRegions()]);
    return { evs, ices, regions };
  } catch (error) {
    console.error('range tool data failed to load', error);
    return undefined;
  }
}

type RangeUrl = Awaited<ReturnType<typeof loadRangeUrl>>;

/** The page's metadata; a shared link (`shared=true&…`) carries its own figures for unfurls. */
export async function rangeToolMetadata(url: RangeUrl): Promise<Metadata> {
  const data = await load();
  let title = TITLE;
  let description = DESCRIPTION;
  let image = '/api/og/range';
  if (data) {
    const { values } = rangeFromLink(url, data.evs, data.regions);
    const result = rangeResultFor(values, data.evs, data.ices, data.regions);
    if (result) {
      ({ title, description } = rangeSummary(result));
      image = serializeRangeUrl('/api/og/range', rangeUrlOf(values, data.evs, true));
    }
  }
  return calculatorMetadata({
    title,
    description,
    keywords: ['EV range', 'EV charging cost', 'EV vs gas cost', 'supercharging cost', 'EV calculator'],
    path: '/range-tool',
    image,
  });
}

/**
 * The calculator for one set of link values. /range-tool renders the defaults as a static page (inputs
 * then live in the URL on the client, through nuqs); a URL with a query, such as a shared link, is
 * rewritten by the proxy to /range-tool/with-query, which renders its numbers on the server.
 */
export async function RangeToolView({ url }: { url: RangeUrl }) {
  const data = await load();
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const initial = data ? rangeFromLink(url, data.evs, data.regions) : undefined;
  const sharedResult = data && initial?.shared ? rangeResultFor(initial.values, data.evs, data.ices, data.regions) : null;

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
              matchedBy: initial?.matchedBy,
            }
          : undefined
      }
      issues={initial?.issues}
    >
      {data && initial ? (
        <NuqsAdapter>
          <RangeTool
            evs={data.evs}
            ices={data.ices}
            regions={data.regions}
            initial={initial.values}
            siteUrl={siteUrl}
            shared={initial.shared}
          />
        </NuqsAdapter>
      ) : (
        <>
          <LoadErrorNotice message={CALCULATOR_MESSAGES.loadFailed} />
          <LoadErrorToast message={CALCULATOR_MESSAGES.loadFailed} />
        </>
      )}
    </CalculatorPage>
  );
}
