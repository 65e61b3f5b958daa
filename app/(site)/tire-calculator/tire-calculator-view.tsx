import type { Metadata } from 'next';
// The plain-React adapter keeps the calculator in the static page's HTML (see range-tool-view.tsx).
import { NuqsAdapter } from 'nuqs/adapters/react';
import { Link } from '@/components/ui/link';
import { LoadErrorToast } from '@/components/calculators/load-error-toast';
import { CalculatorPage, calculatorMetadata } from '@/components/calculators/calculator-page';
import { LoadErrorNotice } from '@/components/calculators/notices';
import { TIRE_FAQ, TireFaq } from '@/components/calculators/tire-faq';
import { TireTool } from '@/components/calculators/tire-tool';
import { cardClass } from '@/components/calculators/ui';
import { tireSummary } from '@/lib/calculators/metadata';
import { vehicleLabel } from '@/lib/calculators/range';
import { listEvModels } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { getGlossaryIdsByTerm, listPlacardPressures } from '@/lib/db/tire-pressures';
import { env } from '@/lib/env';
import { findVehicle, tireFromLink, tireResultFor, tireUrlOf } from '@/lib/validations/calculator-forms';
import { CALCULATOR_MESSAGES, loadTireUrl, serializeTireUrl } from '@/lib/validations/calculators';

const TITLE = 'RangeBoost: EV Tire Pressure Range Calculator';
const DESCRIPTION =
  'See how much range and efficiency your EV gains from correct tire pressure, and what under-inflation costs you a year.';

async function load() {
  try {
    const [evs, regions, placards] = await Promise.all([listEvModels(), listRegions(), listPlacardPressures()]);
    return { evs, regions, placards };
  } catch (error) {
    console.error('tire calculator data failed to load', error);
    return undefined;
  }
}

async function loadTermIds(): Promise<Record<string, number>> {
  try {
    return await getGlossaryIdsByTerm(TIRE_FAQ.map((item) => item.term));
  } catch (error) {
    console.error('glossary links for the tire FAQ failed to load', error);
    return {};
  }
}

type TireUrl = Awaited<ReturnType<typeof loadTireUrl>>;

/** The page's metadata; a shared link (`shared=true&…`) carries its own figures for unfurls. */
export async function tireCalculatorMetadata(url: TireUrl): Promise<Metadata> {
  const data = await load();
  let title = TITLE;
  let description = DESCRIPTION;
  let image = '/api/og/tire';
  if (data) {
    const { values } = tireFromLink(url, data.evs, data.regions, data.placards);
    const result = tireResultFor(values, data.evs, data.regions, data.placards);
    const vehicle = findVehicle(data.evs, values);
    if (result && vehicle) {
      ({ title, description } = tireSummary(vehicle, Number(values.current), Number(values.target), result));
      image = serializeTireUrl('/api/og/tire', tireUrlOf(values, data.evs, true));
    }
  }
  return calculatorMetadata({
    title,
    description,
    keywords: ['EV tire pressure', 'tire pressure range', 'RangeBoost', 'EV efficiency', 'rolling resistance'],
    path: '/tire-calculator',
    image,
  });
}

/**
 * The calculator for one set of link values. /tire-calculator renders the defaults as a static page (inputs
 * then live in the URL on the client, through nuqs); a URL with a query, such as a shared link, is rewritten
 * by the proxy to /tire-calculator/with-query, which renders its numbers on the server.
 */
export async function TireCalculatorView({ url }: { url: TireUrl }) {
  const [data, termIds] = await Promise.all([load(), loadTermIds()]);
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const initial = data ? tireFromLink(url, data.evs, data.regions, data.placards) : undefined;
  const sharedVehicle = data && initial?.shared ? findVehicle(data.evs, initial.values) : undefined;

  return (
    <CalculatorPage
      title={TITLE}
      description={DESCRIPTION}
      path="/tire-calculator"
      shared={
        sharedVehicle && initial
          ? {
              vehicle: vehicleLabel(sharedVehicle),
              details: `From ${initial.values.current || '?'} PSI to ${initial.values.target || '?'} PSI.`,
              matchedBy: initial.matchedBy,
            }
          : undefined
      }
      issues={initial?.issues}
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        {data && initial ? (
          <NuqsAdapter>
            <TireTool
              evs={data.evs}
              regions={data.regions}
              placards={data.placards}
              initial={initial.values}
              siteUrl={siteUrl}
              shared={initial.shared}
            />
          </NuqsAdapter>
        ) : (
          <div>
            <LoadErrorNotice message={CALCULATOR_MESSAGES.loadModelsFailed} />
            <LoadErrorToast message={CALCULATOR_MESSAGES.loadModelsFailed} />
          </div>
        )}
        <aside className="space-y-6">
          <section className={cardClass}>
            <h2 className="font-semibold">Find tires that fit your EV</h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              EV-rated tires with low rolling resistance can add range too. Search by vehicle, size or VIN.
            </p>
            <Link href="/tire-fitment" className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
              Open the Tire Fitment Directory
            </Link>
          </section>
        </aside>
      </div>
      <div className="mt-10 max-w-4xl">
        <TireFaq termIds={termIds} />
      </div>
    </CalculatorPage>
  );
}
