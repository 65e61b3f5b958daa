import type { Metadata } from 'next';
import { queryMetadata } from '@/lib/query-metadata';
import { Link } from '@/components/ui/site-link';
import type { ItemList } from 'schema-dts';
import { AdSlot } from '@/components/ads/ad-slot';
import { CollapsibleFilters } from '@/components/installers/collapsible-filters';
import { FilterForm } from '@/components/installers/filter-form';
import { InstallerCard } from '@/components/installers/installer-card';
import {
  filterInstallers,
  hasActiveFilters,
  parseInstallerFilters,
  type InstallerFilters,
} from '@/components/installers/installer-filters';
import { InstallerGuides } from '@/components/installers/installer-guides';
import { InstallerSidebar } from '@/components/installers/installer-sidebar';
import { JsonLd } from '@/components/seo/json-ld';
import { Button, buttonVariants } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { interleaveAds } from '@/lib/ads';
import { listInstallers, type Installer } from '@/lib/db/installers';
import { CERTIFICATIONS, INSTALL_TYPES, US_STATES } from '@/lib/installers/application';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';

const METADATA: Metadata = {
  title: 'Find EV Charger Installers',
  description:
    'Find EV charger installers by state, certification (Qmerit, Tesla Certified, EVITP, NABCEP, licensed electricians) and residential or commercial service.',
  alternates: { canonical: '/installers' },
  openGraph: {
    url: '/installers',
    images: [{ url: '/api/og/site?page=installers', width: 1200, height: 630, alt: 'Find an EV charger installer' }],
  },
  twitter: { card: 'summary_large_image', images: ['/api/og/site?page=installers'] },
};

/** Hidden copies of the other filters, so that changing one form keeps what the other set. */
function KeepFilters({ filters, except }: { filters: InstallerFilters; except: 'state' }) {
  return (
    <>
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {except !== 'state' && filters.state && <input type="hidden" name="state" value={filters.state} />}
      {filters.certifications.map((value) => (
        <input key={`cert-${value}`} type="hidden" name="cert" value={value} />
      ))}
      {filters.serviceTypes.map((value) => (
        <input key={`type-${value}`} type="hidden" name="type" value={value} />
      ))}
    </>
  );
}

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

/** The state filter; the hero and the filter panel each carry one. */
function StateField({ id, label, state, inverse, className }: { id: string; label: string; state: string; inverse?: boolean; className?: string }) {
  return (
    <SelectField
      id={id}
      label={label}
      name="state"
      defaultValue={state}
      placeholder="All states"
      options={STATE_OPTIONS}
      inverse={inverse}
      className={className}
    />
  );
}

function Filters({ filters }: { filters: InstallerFilters }) {
  const active = hasActiveFilters(filters);
  return (
    <CollapsibleFilters
      defaultOpen={active}
      summary={
        <>
          Filters
          {active && (
            <span className="ml-2 text-sm font-normal text-brand-700 dark:text-brand-100">(active)</span>
          )}
        </>
      }
    >
      {/* Keyed by the filters so that its fields show the URL's values after every navigation (Reset too). */}
      <FilterForm
        key={JSON.stringify(filters)}
        label="Filter installers"
        className="grid gap-4 border-t border-slate-200 p-5 md:grid-cols-2 dark:border-slate-800"
      >
        <TextField
          id="installer-search"
          label="Search"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder="Business name or area..."
        />
        <StateField id="installer-filter-state" label="State" state={filters.state} />
        {(
          [
            ['cert', 'Certifications', CERTIFICATIONS, filters.certifications],
            ['type', 'Service Types', INSTALL_TYPES, filters.serviceTypes],
          ] as const
        ).map(([name, legend, options, selected]) => (
          <fieldset key={name}>
            <legend className="text-sm font-medium">{legend}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {options.map((option) => (
                <label key={option} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={name}
                    value={option}
                    defaultChecked={(selected as readonly string[]).includes(option)}
                    className="size-4 accent-brand-600"
                  />
                  {option}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <Button type="submit">Apply Filters</Button>
          <Link
            href="/installers"
            scroll={false}
            className={buttonVariants({ variant: 'secondary' })}
          >
            Reset Filters
          </Link>
        </div>
      </FilterForm>
    </CollapsibleFilters>
  );
}

function Results({ installers }: { installers: Installer[] }) {
  if (installers.length === 0) {
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400"
      >
        No installers found matching your criteria.
      </p>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2" aria-label="Installers">
      {interleaveAds(installers, 3).map((entry) =>
        entry.kind === 'item' ? (
          <li key={entry.item.id}>
            <InstallerCard installer={entry.item} />
          </li>
        ) : (
          <li key={entry.key} className="sm:col-span-2">
            <AdSlot format="banner" className="my-0" />
          </li>
        ),
      )}
    </ul>
  );
}

/** The listed installers as schema.org electricians, in the order shown. */
function installerListJsonLd(installers: Installer[]): ItemList {
  return {
    '@type': 'ItemList',
    name: 'EV charger installers',
    itemListElement: installers.map((installer, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Electrician',
        name: installer.businessName,
        ...(installer.serviceAreaDescription ? { description: installer.serviceAreaDescription } : {}),
        areaServed: installer.states.map((state) => ({ '@type': 'State', name: state })),
        ...(installer.phoneNumber ? { telephone: installer.phoneNumber } : {}),
        ...(installer.email ? { email: installer.email } : {}),
        ...(installer.websiteUrl ? { url: installer.websiteUrl } : {}),
      },
    })),
  };
}

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

/** A directory filtered to one state is titled and described for that state, in links shared from it too. */
export async function generateMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const { state } = parseInstallerFilters(await pageQuery(params));
  if (!state) return METADATA;
  const title = `EV Charger Installers in ${state}`;
  const description = `EV charger installers serving ${state}, by certification (Qmerit, Tesla Certified, EVITP, NABCEP, licensed electricians) and residential or commercial service.`;
  const image = `/api/og/site?page=installers&state=${encodeURIComponent(state)}`;
  return queryMetadata(METADATA, { title, description, image });
}

/** The directory for the filters in the URL. */
export default async function InstallersPage({ params }: QueryPageProps) {
  const filters = parseInstallerFilters(await pageQuery(params));
  const shown = filterInstallers(await listInstallers(), filters);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {shown.length > 0 && (
        <JsonLd<ItemList> data={{ '@context': 'https://schema.org', ...installerListJsonLd(shown) }} />
      )}
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-slate-900 px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">Find EV Charger Installers</h1>
        <p className="mt-3 max-w-2xl text-brand-50">
          Certified electricians and installers for home and commercial EV chargers, by state.
        </p>
        <FilterForm
          key={JSON.stringify(filters)}
          label="Find installers by state"
          className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
        >
          <StateField id="installer-hero-state" label="Your state" state={filters.state} inverse className="flex-1" />
          <KeepFilters filters={filters} except="state" />
          <button
            type="submit"
            className="rounded-md bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Find Installers
          </button>
        </FilterForm>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-6">
          <Filters filters={filters} />
          {/* The count heads the list: each installer's name below is a third-level heading. */}
          <h2 className="text-sm font-normal text-slate-600 dark:text-slate-400" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'installer' : 'installers'}
            {filters.state ? ` serving ${filters.state}` : ''}
          </h2>
          <Results installers={shown} />
          <InstallerGuides />
        </div>
        <InstallerSidebar />
      </div>
    </div>
  );
}
