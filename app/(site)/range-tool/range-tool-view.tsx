import type { Metadata } from 'next';
// nuqs's plain-React adapter reads the URL from `location` after hydration instead of through
// useSearchParams, which would take the calculator out of the static page's HTML. The calculator only makes
// shallow URL updates (history.replaceState), which Next's router follows.
import { NuqsAdapter } from 'nuqs/adapters/react';
import { LoadErrorToast } from '@/components/calculators/load-error-toast';
import { LoadErrorNotice, ParameterNotices } from '@/components/calculators/notices';
import { RangeTool } from '@/components/calculators/range-tool';
import { SharedVehicleBox } from '@/components/calculators/shared-vehicle-box';
import { ToolJsonLd } from '@/components/calculators/tool-json-ld';
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
  return {
    title,
    description,
    keywords: ['EV range', 'EV charging cost', 'EV vs gas cost', 'supercharging cost', 'EV calculator'],
    alternates: { canonical: '/range-tool' },
    openGraph: { title, description, url: '/range-tool', images: [{ url: image, width: 1200, height: 630, alt: title }] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
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
    <div className="mx-auto max-w-7xl px-4 py-10">
      <ToolJsonLd name={TITLE} description={DESCRIPTION} url={`${siteUrl}/range-tool`} />
      <header className="mb-8">
        <h1 className="text-3xl font-bold">{TITLE}</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{DESCRIPTION}</p>
      </header>
      {sharedResult && (
        <SharedVehicleBox
          vehicle={vehicleLabel(sharedResult.vehicle)}
          details={`${sharedResult.distanceMiles.toLocaleString('en-US')} mile trip in ${sharedResult.region.state}.`}
          matchedBy={initial?.matchedBy}
        />
      )}
      {initial && <ParameterNotices issues={initial.issues} />}
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
    </div>
  );
}
