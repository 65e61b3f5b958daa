import { ArrowLeft as ArrowLeftNode } from 'lucide';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { ManufacturerList } from '@/components/vehicles/manufacturer-list';
import { SourceList } from '@/components/vehicles/source-list';
import { buttonVariants } from '@/components/ui/button';
import { getVehicleDataStats } from '@/lib/db/vehicle-data';
import { lucideIcon } from '@/components/ui/icon';

const ArrowLeft = lucideIcon(ArrowLeftNode);

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Vehicle Database Information',
  description:
    'What is in the EV vehicle and tire database: counts, manufacturers, model years, completeness of each field and the published sources behind it.',
  alternates: { canonical: '/vehicle-data-info' },
};

const VERIFICATION_STEPS = [
  'Every row is loaded from a named, published source (manufacturer, EPA, NHTSA, retailer test or owner manual).',
  'Figures are copied as published, with units, and the source and date read are recorded beside them.',
  'Fields without a published value stay empty and show as "Not rated" or unknown, never estimated.',
  'Fitments come from the sources listed for each vehicle and tire; OEM approval only where the source says so.',
  'The data is reviewed quarterly, and corrections from readers are checked against the sources before they change anything.',
];

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The sources the page itself carries; the list loads the rest, and an opened manufacturer its sources,
 * from DATA_SOURCES_URL (./sources/route.ts).
 */
const SOURCES_SHOWN_FIRST = 20;
const DATA_SOURCES_URL = '/vehicle-data-info/sources';
const percent = (filled: number, total: number) => (total === 0 ? null : Math.round((filled / total) * 100));

export default async function VehicleDataInfoPage() {
  const stats = await getVehicleDataStats();
  const lastUpdated = stats.sources
    .map((source) => source.accessedOn)
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  const cards = [
    { label: 'EV models', value: numberFormat.format(stats.evModelCount) },
    { label: 'Gas models', value: numberFormat.format(stats.iceModelCount) },
    { label: 'Manufacturers', value: numberFormat.format(stats.makeCount) },
    {
      label: 'Model years',
      value: `${stats.yearRange.min}–${stats.yearRange.max}`,
      note: stats.yearRange.fromData ? undefined : 'default range: no EV models loaded',
    },
    { label: 'Tire fitment vehicles', value: numberFormat.format(stats.vehicleCount) },
    { label: 'Tires', value: numberFormat.format(stats.tireCount) },
    { label: 'Fitments', value: numberFormat.format(stats.fitmentCount) },
    {
      label: 'Latest data sync',
      value: stats.latestSync ? new Date(stats.latestSync.date).toISOString().slice(0, 10) : 'None recorded',
      note: stats.latestSync ? stats.latestSync.status : undefined,
    },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        href="/"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Vehicle Database Information</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        The vehicles, tires and energy figures behind the range tool, the battery calculator and the tire
        fitment directory, and where each of them comes from.
      </p>
      <section aria-labelledby="statistics" className="mt-6">
        <h2 id="statistics" className="sr-only">
          Database statistics
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <div
              key={card.label}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              data-testid="stat"
            >
              <dt className="text-xs text-slate-500 uppercase dark:text-slate-400">{card.label}</dt>
              <dd className="mt-1 text-2xl font-bold">{card.value}</dd>
              {card.note ? <dd className="text-xs text-slate-500 dark:text-slate-400">{card.note}</dd> : null}
            </div>
          ))}
        </dl>
      </section>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <ManufacturerList manufacturers={stats.manufacturers} sourcesUrl={DATA_SOURCES_URL} />
          <SourceList
            sources={stats.sources.slice(0, SOURCES_SHOWN_FIRST)}
            total={stats.sources.length}
            allUrl={DATA_SOURCES_URL}
            buttonClasses={{
              retry: buttonVariants({ variant: 'secondary', size: 'sm' }),
              showAll: buttonVariants({ variant: 'secondary', className: 'mt-4' }),
            }}
            lastUpdated={lastUpdated}
          />
        </div>
        <aside className="space-y-6">
          <section
            aria-labelledby="about-data"
            className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
          >
            <h2 id="about-data" className="font-semibold">
              About the data
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {stats.sources.length} published sources back the figures on this site. The data is reviewed
              quarterly; each source below says what it provided and when it was read.
            </p>
          </section>
          <section
            aria-labelledby="completeness"
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <h2 id="completeness" className="font-semibold">
              Data Completeness
            </h2>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              Share of rows with the field filled in.
            </p>
            <ul className="mt-3 space-y-3">
              {stats.completeness.map((row) => {
                const value = percent(row.filled, row.total);
                return (
                  <li key={row.label} data-testid="completeness-row">
                    <div className="flex justify-between text-xs">
                      <span>{row.label}</span>
                      <span>{value === null ? 'No rows' : `${value}% (${row.filled}/${row.total})`}</span>
                    </div>
                    <div
                      className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800"
                      role="meter"
                      aria-label={row.label}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={value ?? 0}
                    >
                      <div className="h-2 rounded-full bg-brand-600" style={{ width: `${value ?? 0}%` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
          <section
            aria-labelledby="verification"
            className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
          >
            <h2 id="verification" className="font-semibold">
              Data Verification Process
            </h2>
            <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300">
              {VERIFICATION_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
