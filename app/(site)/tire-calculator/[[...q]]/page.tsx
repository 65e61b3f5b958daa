import type { Metadata } from 'next';
// The plain-React adapter: typed inputs rewrite the address in place (see range-tool/page.tsx).
import { NuqsAdapter } from 'nuqs/adapters/react';
import { Link } from '@/components/ui/site-link';
import { CalculatorPage, calculatorMetadata } from '@/components/calculators/calculator-page';
import { TIRE_FAQ, TireFaq } from '@/components/calculators/tire-faq';
import { TireTool } from '@/components/calculators/tire-tool';
import { cardClass } from '@/components/calculators/ui';
import { tireSummary } from '@/lib/calculators/metadata';
import { vehicleLabel } from '@/lib/calculators/range';
import { evsForLink, getEvChoice } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { getGlossaryIdsByTerm, listPlacardPressures } from '@/lib/db/tire-pressures';
import { env } from '@/lib/env';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';
import {
  findVehicle,
  linkVehicleKeys,
  tireFromLink,
  tireResultFor,
  tireUrlOf,
  type TireValues,
} from '@/lib/calculators/forms';
import { loadTireUrl } from '@/lib/calculators/forms/links';
import { serializeTireUrl } from '@/lib/calculators/forms/params';
import { packRegions } from '@/lib/calculators/region-wire';

const TITLE = 'RangeBoost: EV Tire Pressure Range Calculator';
const DESCRIPTION =
  'See how much range and efficiency your EV gains from correct tire pressure, and what under-inflation costs you a year.';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

/** The link's inputs and what they are read against: the rows its vehicle is resolved over (a few, by index). */
async function load(params: QueryPageProps['params']) {
  const url = await loadTireUrl(pageQuery(params));
  const [evs, regions, placards] = await Promise.all([
    evsForLink(linkVehicleKeys(url)),
    listRegions(),
    listPlacardPressures(),
  ]);
  return { url, evs, regions, placards };
}

/** The link's result in words (its title and description), when its values give one. */
function linkSummary(values: TireValues, data: Awaited<ReturnType<typeof load>>) {
  const result = tireResultFor(values, data.evs, data.regions, data.placards);
  const vehicle = findVehicle(data.evs, values);
  return result && vehicle ? tireSummary(vehicle, Number(values.current), Number(values.target), result) : undefined;
}

/** The page's metadata; a shared link (`shared=true&…`) carries its own figures for unfurls. */
export async function generateMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const data = await load(params);
  const { url } = data;
  let title = TITLE;
  let description = DESCRIPTION;
  let image = '/api/og/tire';
  const { values } = tireFromLink(url, data.evs, data.regions, data.placards);
  const summary = linkSummary(values, data);
  if (summary) {
    ({ title, description } = summary);
    image = serializeTireUrl('/api/og/tire', tireUrlOf(values, data.evs, true));
  }
  return calculatorMetadata({
    title,
    description,
    keywords: ['EV tire pressure', 'tire pressure range', 'RangeBoost', 'EV efficiency', 'rolling resistance'],
    path: '/tire-calculator',
    image,
  });
}

/** The calculator for the link values in the URL: a shared link (`shared=true&…`) shows its numbers in the HTML. */
export default async function TireCalculatorPage({ params }: QueryPageProps) {
  const [data, termIds] = await Promise.all([load(params), getGlossaryIdsByTerm(TIRE_FAQ.map((item) => item.term))]);
  const { url } = data;
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const initial = tireFromLink(url, data.evs, data.regions, data.placards);
  // The form receives the cascade's options for the link's vehicle and that vehicle alone, never the table.
  const vehicles = await getEvChoice(initial.values);
  const sharedVehicle = initial.shared ? findVehicle(data.evs, initial.values) : undefined;

  return (
    <CalculatorPage
      title={TITLE}
      description={DESCRIPTION}
      path="/tire-calculator"
      shared={
        sharedVehicle
          ? {
              vehicle: vehicleLabel(sharedVehicle),
              details: `From ${initial.values.current || '?'} PSI to ${initial.values.target || '?'} PSI.`,
              answer: linkSummary(initial.values, data)?.description,
              matchedBy: initial.matchedBy,
            }
          : undefined
      }
      issues={initial.issues}
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <NuqsAdapter>
          <TireTool
            vehicles={vehicles}
            regions={packRegions(data.regions)}
            placards={data.placards}
            initial={initial.values}
            siteUrl={siteUrl}
            shared={initial.shared}
          />
        </NuqsAdapter>
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
