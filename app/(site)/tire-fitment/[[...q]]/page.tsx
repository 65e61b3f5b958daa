import type { Metadata } from 'next';
import { queryMetadata } from '@/lib/query-metadata';
import { Link } from '@/components/ui/site-link';
import { clsx } from 'clsx';
import { NuqsAdapter } from 'nuqs/adapters/react';
import { suggestFitment } from '@/app/(site)/tire-fitment/actions';
import { AdSlot } from '@/components/ads/ad-slot';
import { CalculatorPromo } from '@/components/tires/calculator-promo';
import { MakeEvs } from '@/components/tires/make-evs';
import { SizeSearch } from '@/components/tires/size-search';
import { SuggestFitment } from '@/components/vehicles/suggest-fitment';
import { TireCard } from '@/components/tires/tire-card';
import { TireFilters } from '@/components/tires/tire-filters';
import { VehicleCascade } from '@/components/tires/vehicle-cascade';
import { VinSearch } from '@/components/tires/vin-search';
import { interleaveAds } from '@/lib/ads';
import {
  getTireFilterOptions,
  listTireIds,
  listTiresInSizes,
  searchTires,
  TIRE_PAGE_SIZE,
  type TireSearchResult,
} from '@/lib/db/tires';
import { getDirectoryStart, listDirectoryMakes, listMakeEvs } from '@/lib/db/tire-directory';
import { DIRECTORY_MESSAGES } from '@/lib/tires/directory-messages';
import { directoryQuerySchema, type DirectoryQuery, type FitmentTab } from '@/lib/tires/queries';
import {
  normalizeTireSize,
  parseSidewall,
  sizeDimensions,
  sizesWithinTolerance,
  speedRatingRank,
} from '@/lib/tires/size';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';

const METADATA: Metadata = {
  title: 'EV Tire Fitment Directory',
  description:
    'Find tires that fit your electric vehicle: search by year, make, model and trim, by tire brand and size, or by VIN.',
  alternates: { canonical: '/tire-fitment' },
  openGraph: {
    url: '/tire-fitment',
    images: [
      { url: '/api/og/site?page=tire-fitment', width: 1200, height: 630, alt: 'EV tire fitment directory' },
    ],
  },
  twitter: { card: 'summary_large_image', images: ['/api/og/site?page=tire-fitment'] },
};


/**
 * A link to the directory for one make, or to a tire brand or size, is titled for it. Only a make, brand or
 * size the directory has names the page, so a made-up value gets the directory's own title.
 */
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

export async function generateMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const query = directoryQuerySchema.parse(await pageQuery(params));
  if (query.tab === 'vehicle' && query.make) {
    if (!(await listDirectoryMakes()).includes(query.make)) return METADATA;
    const title = `EV Tires for ${query.make} Vehicles`;
    const description = `Tires that fit ${query.make} electric vehicles: pick the year, model and trim to see the OEM size and the tires listed for it.`;
    const image = `/api/og/site?page=tire-fitment&make=${encodeURIComponent(query.make)}`;
    return queryMetadata(METADATA, { title, description, image });
  }
  if (query.tab === 'tire' && (query.brand || query.size)) {
    const options = await getTireFilterOptions();
    const brand = query.brand && options.brands.includes(query.brand) ? query.brand : undefined;
    const normalized = query.size ? normalizeTireSize(query.size) : null;
    const size = normalized && options.sizes.includes(normalized) ? normalized : undefined;
    if (!brand && !size) return METADATA;
    const named = [brand, size].filter(Boolean).join(' ');
    const title = `${named} Tires for EVs`;
    const description = `${named} tires in the EV tire fitment directory, with load index, speed rating and OEM approvals.`;
    return queryMetadata(METADATA, { title, description });
  }
  return METADATA;
}

const TAB_LABELS: Record<FitmentTab, string> = {
  vehicle: 'Search by Vehicle',
  tire: 'Search by Tire',
  vin: 'Search by VIN',
};

// The site's banner after every ninth tire card.
const AD_EVERY = 9;

function tabHref(tab: FitmentTab, query: DirectoryQuery) {
  const params = new URLSearchParams({ tab });
  if (query.make) params.set('make', query.make);
  return `/tire-fitment?${params.toString()}`;
}

function pageHref(query: DirectoryQuery, page: number) {
  const params = new URLSearchParams({ tab: 'tire' });
  if (query.brand) params.set('brand', query.brand);
  if (query.ev) params.set('ev', '1');
  if (page > 1) params.set('page', String(page));
  return `/tire-fitment?${params.toString()}`;
}

/**
 * The tire search for the query without a size (a size has its own search, SizeResults), asked of the cached
 * reader only with a brand the directory has and a page it can have: a made-up filter from the address is answered without a read, so nothing a
 * visitor types into the URL adds an entry to the data cache.
 */
async function searchKnownTires(
  query: DirectoryQuery,
  options: { brands: string[]; sizes: string[] },
): Promise<TireSearchResult> {
  const unknown = (value: string | undefined, known: string[]) =>
    value !== undefined && value !== '' && !known.includes(value);
  if (unknown(query.brand, options.brands)) {
    return { tires: [], total: 0, page: 1, pageCount: 1 };
  }
  const lastPage = Math.max(1, Math.ceil((await listTireIds()).length / TIRE_PAGE_SIZE));
  return searchTires({
    brand: query.brand,
    evOnly: query.ev,
    page: Math.min(query.page, lastPage),
  });
}

/**
 * A searched size, whether or not the directory lists it: its dimensions and the listed tires within the plus-size
 * tolerance that meet the sidewall's load index and speed rating, read over the directory's own sizes only.
 */
async function SizeResults({ query, sizes }: { query: DirectoryQuery & { size: string }; sizes: string[] }) {
  const reading = parseSidewall(query.size);
  const dimensions = reading ? sizeDimensions(reading.size) : null;
  if (!reading || !dimensions) {
    return (
      <p role="alert" className="rounded-xl border border-dashed border-red-300 p-6 text-red-800 dark:border-red-800 dark:text-red-300">
        &ldquo;{query.size}&rdquo; {DIRECTORY_MESSAGES.sizeUnreadable}
      </p>
    );
  }
  const near = sizesWithinTolerance(reading.size, sizes);
  const diffOf = new Map(near.map((entry) => [entry.size, entry.diameterDiffPercent]));
  const minSpeed = reading.speedRating ? speedRatingRank(reading.speedRating) : 0;
  const listed = await listTiresInSizes(near.map((entry) => entry.size));
  const tires = listed
    .filter(
      (tire) =>
        (!query.brand || tire.brand === query.brand) &&
        (!query.ev || tire.isEvRated) &&
        tire.loadIndex >= (reading.loadIndex ?? 0) &&
        speedRatingRank(tire.speedRating) >= minSpeed,
    )
    .map((tire) => ({ tire, diameterDiffPercent: diffOf.get(tire.size) ?? 0 }))
    .sort((a, b) => Math.abs(a.diameterDiffPercent) - Math.abs(b.diameterDiffPercent));
  return (
    <SizeSearch
      reading={reading}
      dimensions={dimensions}
      tires={tires}
      sizeListed={listed.some((tire) => tire.size === dimensions.size)}
      suggestion={
        <SuggestFitment
          tireSize={reading.size}
          suggest={suggestFitment}
          intro="Know a tire made in this size that fits an EV? Tell us; the suggestion is reviewed before it appears."
        />
      }
    />
  );
}

async function TireResults({ query }: { query: DirectoryQuery }) {
  const options = await getTireFilterOptions();
  const filters = (
    <TireFilters
      brands={options.brands}
      sizes={options.sizes}
      current={{ brand: query.brand, size: query.size, ev: query.ev }}
    />
  );
  const { size } = query;
  if (size) {
    return (
      <div className="space-y-6">
        {filters}
        <SizeResults query={{ ...query, size }} sizes={options.sizes} />
      </div>
    );
  }
  const result = await searchKnownTires(query, options);
  return (
    <div className="space-y-6">
      {filters}
      {result.tires.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No tires found matching your criteria
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
            {result.total} {result.total === 1 ? 'tire' : 'tires'} found
            {result.pageCount > 1 ? ` · page ${result.page} of ${result.pageCount}` : ''}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {interleaveAds(result.tires, AD_EVERY).map((entry) =>
              entry.kind === 'item' ? (
                <li key={entry.item.id}>
                  <TireCard tire={entry.item} />
                </li>
              ) : (
                <li key={entry.key} className="sm:col-span-2 lg:col-span-3">
                  <AdSlot format="banner" className="my-0" />
                </li>
              ),
            )}
          </ul>
          {result.pageCount > 1 ? (
            <nav aria-label="Result pages" className="flex justify-between">
              {result.page > 1 ? (
                <Link href={pageHref(query, result.page - 1)} className="underline">
                  Previous
                </Link>
              ) : (
                <span />
              )}
              {result.page < result.pageCount ? (
                <Link href={pageHref(query, result.page + 1)} className="underline">
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The directory for one query (tab, make, tire filters, page), read from the URL. */
export default async function TireFitmentPage({ params }: QueryPageProps) {
  const query = directoryQuerySchema.parse(await pageQuery(params));
  const start =
    query.tab === 'vehicle'
      ? await getDirectoryStart(query.make, { year: query.year, model: query.model, trim: query.trim })
      : null;
  const makeEvs = start?.make ? await listMakeEvs(start.make) : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Tire Fitment Directory</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        Tires listed for electric vehicles, with load index, speed rating and OEM approvals. Start from your
        vehicle, a tire you have in mind, or your VIN.
      </p>
      {/* One row at every width: on a phone the tabs show only what differs ("Vehicle", "Tire", "VIN", about
          180 px together) and keep "Search by" in their names for screen readers. */}
      <nav
        aria-label="Search type"
        className="mt-6 flex gap-1 border-b border-slate-200 sm:gap-2 dark:border-slate-800"
      >
        {(Object.keys(TAB_LABELS) as FitmentTab[]).map((tab) => (
          <Link
            key={tab}
            href={tabHref(tab, query)}
            aria-current={query.tab === tab ? 'page' : undefined}
            className={clsx(
              '-mb-px shrink-0 whitespace-nowrap rounded-t-md border-b-2 px-3 py-2 text-sm font-medium sm:px-4',
              query.tab === tab
                ? 'border-brand-600 text-brand-700 dark:text-brand-500'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            <span className="max-sm:sr-only">Search by </span>
            {TAB_LABELS[tab].replace('Search by ', '')}
          </Link>
        ))}
      </nav>
      <section aria-label={TAB_LABELS[query.tab]} className="mt-6">
        {start ? (
          <NuqsAdapter>
            <VehicleCascade start={start} />
          </NuqsAdapter>
        ) : null}
        {start?.make ? <MakeEvs make={start.make} evs={makeEvs} /> : null}
        {query.tab === 'tire' ? <TireResults query={query} /> : null}
        {query.tab === 'vin' ? <VinSearch /> : null}
      </section>
      <CalculatorPromo />
    </div>
  );
}
