import { ArrowLeft as ArrowLeftNode } from 'lucide';
import type { Metadata } from 'next';
import { cache } from 'react';
import { suggestFitment } from '@/app/(site)/tire-fitment/actions';
import { AdSlot } from '@/components/ads/ad-slot';
import { SourceLinks } from '@/components/content/source-links';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { EvWithoutSize, familyWheelDiameters, inchesList } from '@/components/tires/ev-without-size';
import { SizeBox } from '@/components/tires/size-box';
import { Link } from '@/components/ui/site-link';
import { EvTireTips } from '@/components/vehicles/legend-and-tips';
import { SuggestFitment } from '@/components/vehicles/suggest-fitment';
import { epaPageUrl } from '@/lib/calculators/range';
import { getEvTirePage } from '@/lib/db/tire-directory';
import { env } from '@/lib/env';
import type { EvTirePage } from '@/lib/tires/types';
import { rowOfSegment } from '@/lib/route-id';
import { lucideIcon } from '@/components/ui/icon';

const ArrowLeft = lucideIcon(ArrowLeftNode);

/*
 * An EV of EPA's table whose OE tire size no cited source gives (docs/product/tire-directory.md § EV without a
 * published size). Rendered on first visit and cached like the vehicle pages; an unknown id answers 404.
 */
export const revalidate = 3600;

export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

type Props = { params: Promise<{ id: string }> };

const loadEv = cache((raw: string): Promise<EvTirePage | undefined> => rowOfSegment(raw, getEvTirePage));

const titleOf = (ev: EvTirePage) => `${ev.year} ${ev.make} ${ev.name}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ev = await loadEv((await params).id);
  if (!ev) return { title: 'Vehicle Not Found', robots: { index: false } };
  const diameters = familyWheelDiameters(ev);
  const title = `${titleOf(ev)} tires`;
  const description = `OE tire size of the ${titleOf(ev)}: not published by our sources.${
    diameters.length > 0 ? ` EPA rates the ${ev.family} on ${inchesList(diameters)} wheels.` : ''
  } Where to read the size on the sidewall, and tires by size.`;
  return {
    title,
    description,
    alternates: { canonical: `/tire-fitment/ev/${ev.id}` },
    openGraph: { title, description, type: 'website' },
  };
}

export default async function EvTirePageRoute({ params }: Props) {
  const ev = await loadEv((await params).id);
  if (!ev) return <NotFoundPage {...NOT_FOUND_SCREENS.vehicle} />;
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const sources = ev.epaId ? [{ name: `fueleconomy.gov, ${titleOf(ev)}`, url: epaPageUrl(ev.epaId) }] : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        href="/tire-fitment"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Tire Directory
      </Link>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold">{titleOf(ev)}</h1>
        <CopyLinkButton url={`${siteUrl}/tire-fitment/ev/${ev.id}`} />
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <EvWithoutSize ev={ev} />
          <SizeBox />
          <AdSlot format="banner" />
          <SuggestFitment
            vehicle={{ year: ev.year, make: ev.make, model: ev.family, trim: ev.name }}
            suggest={suggestFitment}
            intro="Know the size this EV came on, or run a tire on it we should list? Tell us; the suggestion is reviewed before it appears."
          />
        </div>
        <aside className="space-y-6">
          <p className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
            Range and charging cost of this EV:{' '}
            <Link
              href={`/range-tool?id=${ev.id}`}
              className="font-medium text-brand-700 underline dark:text-brand-500"
            >
              Range tool
            </Link>
          </p>
          <EvTireTips />
          <SourceLinks sources={sources} />
          <AdSlot format="sidebar" />
        </aside>
      </div>
    </div>
  );
}
