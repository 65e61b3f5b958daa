import type { Metadata } from 'next';
// The plain-React adapter: typed inputs rewrite the address in place (see range-tool/page.tsx).
import { NuqsAdapter } from 'nuqs/adapters/react';
import { BatteryTool } from '@/components/calculators/battery-tool';
import { CalculatorPage, calculatorMetadata } from '@/components/calculators/calculator-page';
import { cardClass } from '@/components/calculators/ui';
import { BATTERY_CONSTANTS } from '@/lib/calculators/battery';
import { batterySummary } from '@/lib/calculators/metadata';
import { vehicleLabel, type EvModel } from '@/lib/calculators/range';
import { evsForLink, getEvChoice } from '@/lib/db/ev-models';
import { env } from '@/lib/env';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';
import {
  batteryFromLink,
  batteryResultFor,
  batteryUrlOf,
  findVehicle,
  linkVehicleKeys,
  type BatteryValues,
} from '@/lib/calculators/forms';
import { loadBatteryUrl } from '@/lib/calculators/forms/links';
import { serializeBatteryUrl } from '@/lib/calculators/forms/params';

const TITLE = 'EV Battery Degradation Calculator';
const DESCRIPTION =
  'Estimate an EV battery’s remaining capacity and range from its age and mileage, with usage impact and a charging analysis.';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

/** A battery's age counts from the year the page is rendered in (cached pages are rendered again within the hour). */
const currentYear = () => new Date().getUTCFullYear();

/** The link's inputs and the rows its vehicle is resolved over (a few, by id and index). */
async function linkRows(params: QueryPageProps['params']) {
  const url = await loadBatteryUrl(pageQuery(params));
  return { url, evs: await evsForLink(linkVehicleKeys(url)) };
}

/** The link's result in words (its title and description), when its values give one. */
function linkSummary(values: BatteryValues, evs: EvModel[]) {
  const result = batteryResultFor(values, evs, currentYear());
  const vehicle = findVehicle(evs, values);
  return result && vehicle ? batterySummary(vehicle, result) : undefined;
}

/** The page's metadata; a shared link (`shared=true&…`) carries its own figures for unfurls. */
export async function generateMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const { evs, url } = await linkRows(params);
  let title = TITLE;
  let description = DESCRIPTION;
  let image = '/api/og/battery';
  const { values } = batteryFromLink(url, evs);
  const summary = linkSummary(values, evs);
  if (summary) {
    ({ title, description } = summary);
    image = serializeBatteryUrl('/api/og/battery', batteryUrlOf(values, evs, true));
  }
  return calculatorMetadata({
    title,
    description,
    keywords: ['EV battery degradation', 'battery state of health', 'EV range loss', 'battery calculator'],
    path: '/battery-degradation',
    image,
  });
}

/** The calculator for the link values in the URL: a shared link (`shared=true&…`) shows its numbers in the HTML. */
export default async function BatteryDegradationPage({ params }: QueryPageProps) {
  const { evs, url } = await linkRows(params);
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const year = currentYear();
  const initial = batteryFromLink(url, evs);
  // The form receives the cascade's options for the link's vehicle and that vehicle alone, never the table.
  const vehicles = await getEvChoice(initial.values);
  const sharedVehicle = initial.shared ? findVehicle(evs, initial.values) : undefined;

  return (
    <CalculatorPage
      title={TITLE}
      description={DESCRIPTION}
      path="/battery-degradation"
      shared={
        sharedVehicle
          ? {
              vehicle: vehicleLabel(sharedVehicle),
              details: initial.values.mileage
                ? `At ${Number(initial.values.mileage).toLocaleString('en-US')} miles.`
                : 'No mileage was shared.',
              answer: linkSummary(initial.values, evs)?.description,
              matchedBy: initial.matchedBy,
            }
          : undefined
      }
      issues={initial.issues}
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <NuqsAdapter>
          <BatteryTool vehicles={vehicles} initial={initial.values} currentYear={year} siteUrl={siteUrl} shared={initial.shared} />
        </NuqsAdapter>
        <aside className="space-y-6">
          <section className={cardClass}>
            <h2 className="font-semibold">How the estimate works</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              <li>{BATTERY_CONSTANTS.degradationPercentPerYear}% of capacity per year of age.</li>
              <li>{BATTERY_CONSTANTS.degradationPercentPer1000Miles}% per 1,000 miles driven.</li>
              <li>Charging is compared with an average driver at {BATTERY_CONSTANTS.averageDriverMilesPerYear.toLocaleString('en-US')} miles a year.</li>
              <li>Ratings: Excellent from 96%, Very Good from 91%, Good from 85%, Fair from 80%, Poor from 72%, else Critical.</li>
            </ul>
          </section>
          <section className={cardClass}>
            <h2 className="font-semibold">Battery longevity tips</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              <li>Charge on AC (Level 2) day to day and keep DC fast charging for trips.</li>
              <li>Avoid leaving the car parked for long at 100% or close to empty.</li>
              <li>Park in shade or a garage in hot weather so the pack stays cooler.</li>
            </ol>
          </section>
        </aside>
      </div>
    </CalculatorPage>
  );
}
