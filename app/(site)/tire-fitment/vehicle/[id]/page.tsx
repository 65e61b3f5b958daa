import { ArrowLeft as ArrowLeftNode } from 'lucide';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { cache } from 'react';
import { suggestFitment } from '@/app/(site)/tire-fitment/actions';
import { AdSlot } from '@/components/ads/ad-slot';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { RememberSelection } from '@/components/tires/remember-selection';
import { WhereToBuy } from '@/components/tires/where-to-buy';
import { EvTireTips, PerformanceLegend } from '@/components/vehicles/legend-and-tips';
import { CompatibleTiresTable } from '@/components/vehicles/compatible-tires-table';
import { PlusSizeHelper } from '@/components/vehicles/plus-size-helper';
import { SuggestFitment } from '@/components/vehicles/suggest-fitment';
import { TrimSelect } from '@/components/vehicles/trim-select';
import { getCompatibleTires, getVehicle, listTrims } from '@/lib/db/vehicles';
import { rowOfSegment } from '@/lib/route-id';
import { env } from '@/lib/env';
import { formatLoad, formatSpeed } from '@/lib/tires/reference';
import { sizeSearchLinks } from '@/lib/tires/retailers';
import { NOT_PUBLISHED, vehicleTitle, type Vehicle } from '@/lib/tires/types';
import { SourceLinks } from '@/components/content/source-links';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';
import { getVehicleSources } from '@/lib/db/sources';
import { lucideIcon } from '@/components/ui/icon';

const ArrowLeft = lucideIcon(ArrowLeftNode);

/*
 * Rendered on the first visit of each vehicle and cached (tagged readers refresh it). The tire filters are
 * read in the browser (CompatibleTires), so the page stays static and an unknown id answers 404 with the
 * 'Vehicle Not Found' screen in its HTML.
 */
export const revalidate = 3600;

export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

type Props = { params: Promise<{ id: string }> };

const loadVehicle = cache((raw: string): Promise<Vehicle | undefined> => rowOfSegment(raw, getVehicle));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vehicle = await loadVehicle((await params).id);
  if (!vehicle) return { title: 'Vehicle Not Found', robots: { index: false } };
  const title = vehicleTitle(vehicle);
  const description = `Tires that fit the ${title}: OEM size ${vehicle.oemTireSize}, minimum load index ${vehicle.loadIndexMin ?? NOT_PUBLISHED}, minimum speed rating ${vehicle.speedRatingMin ?? NOT_PUBLISHED}.`;
  return {
    title: `${title} tires`,
    description,
    alternates: { canonical: `/tire-fitment/vehicle/${vehicle.id}` },
    openGraph: { title: `${title} tires`, description, type: 'website' },
  };
}

export default async function VehiclePage({ params }: Props) {
  const vehicle = await loadVehicle((await params).id);
  if (!vehicle) return <NotFoundPage {...NOT_FOUND_SCREENS.vehicle} />;
  const [tires, trims, sources] = await Promise.all([
    getCompatibleTires(vehicle.id, vehicle.oemTireSize),
    listTrims(vehicle.make, vehicle.model, vehicle.year),
    getVehicleSources(vehicle.id),
  ]);
  const brands = [...new Set(tires.map((tire) => tire.brand))].sort();
  const unpublished = [
    vehicle.loadIndexMin === null ? 'minimum load index' : null,
    vehicle.speedRatingMin === null ? 'minimum speed rating' : null,
  ].filter((name) => name !== null);
  const path = `/tire-fitment/vehicle/${vehicle.id}`;
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const facts = [
    { label: 'OEM Tire Size', value: vehicle.oemTireSize },
    {
      label: 'Minimum Load Index',
      value:
        vehicle.loadIndexMin === null
          ? NOT_PUBLISHED
          : `${vehicle.loadIndexMin} (${formatLoad(vehicle.loadIndexMin)})`,
    },
    {
      label: 'Minimum Speed Rating',
      value:
        vehicle.speedRatingMin === null
          ? NOT_PUBLISHED
          : `${vehicle.speedRatingMin} (${formatSpeed(vehicle.speedRatingMin)})`,
    },
    {
      label: 'Wheel Size Range',
      value:
        vehicle.wheelSizeRange.min === vehicle.wheelSizeRange.max
          ? `${vehicle.wheelSizeRange.min} inches`
          : `${vehicle.wheelSizeRange.min}–${vehicle.wheelSizeRange.max} inches`,
    },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <RememberSelection storageKey="selectedVehicleId" id={vehicle.id} />
      <Link
        href="/tire-fitment"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Tire Directory
      </Link>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold">{vehicleTitle(vehicle)}</h1>
        <CopyLinkButton url={`${siteUrl}${path}`} />
      </header>
      <div className="mt-4">
        <TrimSelect currentId={vehicle.id} trims={trims} />
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <dt className="text-xs text-slate-500 uppercase dark:text-slate-400">{fact.label}</dt>
            <dd className="mt-1 font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="compatible-tires" className="space-y-4">
            <h2 id="compatible-tires" className="text-xl font-semibold">
              Compatible Tires
            </h2>
            {unpublished.length > 0 ? (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                The sources we cite for this trim do not publish its {unpublished.join(' or ')}, so these are all
                the tires of its size, {vehicle.oemTireSize}, in the directory, not filtered by{' '}
                {unpublished.length > 1 ? 'those minimums' : 'that minimum'}. Match the load index and speed rating
                printed on the sidewall of the tires the vehicle came with before buying.
              </p>
            ) : null}
            {tires.length === 0 ? (
              <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800">
                No tires in {vehicle.oemTireSize} are listed for this vehicle yet.{' '}
                <a
                  href="#suggest-fitment"
                  className="font-medium text-brand-700 underline focus-visible:outline-2 dark:text-brand-500"
                >
                  Suggest a fitment
                </a>{' '}
                if you run a tire on it that we should list.
              </p>
            ) : (
              <CompatibleTiresTable path={path} brands={brands} tires={tires} />
            )}
          </section>
          <AdSlot format="banner" />
          <PlusSizeHelper oemSize={vehicle.oemTireSize} wheelRange={vehicle.wheelSizeRange} />
          <SuggestFitment vehicle={vehicle} suggest={suggestFitment} />
        </div>
        <aside className="space-y-6">
          <PerformanceLegend />
          <EvTireTips />
          <WhereToBuy links={sizeSearchLinks(vehicle.oemTireSize)} />
          <SourceLinks sources={sources} />
          <AdSlot format="sidebar" />
        </aside>
      </div>
    </div>
  );
}
