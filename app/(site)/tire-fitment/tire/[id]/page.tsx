import { ArrowLeft as ArrowLeftNode } from 'lucide';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { cache } from 'react';
import type { Product } from 'schema-dts';
import { AdSlot } from '@/components/ads/ad-slot';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { JsonLd } from '@/components/seo/json-ld';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { EvBadge } from '@/components/tires/badges';
import { CompatibleVehicles } from '@/components/tires/compatible-vehicles';
import { PerformanceCards } from '@/components/tires/performance-cards';
import { RememberSelection } from '@/components/tires/remember-selection';
import { TireImage } from '@/components/tires/tire-image';
import { TireSizeExplainer } from '@/components/tires/tire-size-explainer';
import { WhereToBuy } from '@/components/tires/where-to-buy';
import { getAffiliateLinks } from '@/lib/db/affiliate-links';
import { getTire, listTireIds } from '@/lib/db/tires';
import { listVehiclesForTire } from '@/lib/db/vehicles';
import { rowOfSegment } from '@/lib/route-id';
import { env } from '@/lib/env';
import { formatLoad, formatSpeed, noiseBand, NOT_RATED, rollingResistanceText } from '@/lib/tires/reference';
import { whereToBuyLinks } from '@/lib/tires/retailers';
import { tireTitle, type Tire } from '@/lib/tires/types';
import { SourceLinks } from '@/components/content/source-links';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';
import { getTireSources } from '@/lib/db/sources';
import { lucideIcon } from '@/components/ui/icon';

const ArrowLeft = lucideIcon(ArrowLeftNode);

export const revalidate = 3600;

type Params = { params: Promise<{ id: string }> };

export async function generateStaticParams() {
  return (await listTireIds()).map((id) => ({ id: String(id) }));
}

const loadTire = cache((raw: string): Promise<Tire | undefined> => rowOfSegment(raw, getTire));

function describe(tire: Tire) {
  return `${tireTitle(tire)}: load index ${tire.loadIndex} (${formatLoad(tire.loadIndex)}), speed rating ${tire.speedRating} (${formatSpeed(tire.speedRating)}), and the EVs it fits.`;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const tire = await loadTire((await params).id);
  if (!tire) return { title: 'Tire Not Found', robots: { index: false } };
  return {
    title: `${tireTitle(tire)} tire for EVs`,
    description: describe(tire),
    alternates: { canonical: `/tire-fitment/tire/${tire.id}` },
    openGraph: { title: tireTitle(tire), description: describe(tire), type: 'website' },
  };
}

function productJsonLd(tire: Tire, siteUrl: string): Product {
  return {
    '@type': 'Product',
    name: `${tire.brand} ${tire.model} ${tire.size}`,
    brand: { '@type': 'Brand', name: tire.brand },
    model: tire.model,
    category: 'Tires',
    url: `${siteUrl}/tire-fitment/tire/${tire.id}`,
    description: describe(tire),
    ...(tire.imageUrl ? { image: tire.imageUrl } : {}),
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Tire size', value: tire.size },
      { '@type': 'PropertyValue', name: 'Load index', value: tire.loadIndex },
      { '@type': 'PropertyValue', name: 'Speed rating', value: tire.speedRating },
      { '@type': 'PropertyValue', name: 'EV-rated', value: tire.isEvRated },
    ],
  };
}

export default async function TirePage({ params }: Params) {
  const tire = await loadTire((await params).id);
  if (!tire) return <NotFoundPage {...NOT_FOUND_SCREENS.tire} />;
  const [vehicles, products, sources] = await Promise.all([
    listVehiclesForTire(tire.id),
    getAffiliateLinks(),
    getTireSources(tire.id),
  ]);
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const specs = [
    { label: 'Load Index', value: `${tire.loadIndex} (${formatLoad(tire.loadIndex)})` },
    { label: 'Speed Rating', value: `${tire.speedRating} (${formatSpeed(tire.speedRating)})` },
    { label: 'Rolling Resistance', value: rollingResistanceText(tire.rollingResistance) },
    { label: 'Wet Grip', value: tire.wetGrip ? `${tire.wetGrip} (EU tyre label, A best)` : NOT_RATED },
    {
      label: 'Noise Level',
      value:
        tire.noiseLevelDb == null ? NOT_RATED : `${tire.noiseLevelDb} dB (${noiseBand(tire.noiseLevelDb)})`,
    },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd<Product> data={{ '@context': 'https://schema.org', ...productJsonLd(tire, siteUrl) }} />
      <RememberSelection storageKey="selectedTireId" id={tire.id} />
      <Link
        href="/tire-fitment?tab=tire"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Tire Directory
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <header className="flex flex-col gap-6 sm:flex-row">
            <TireImage
              src={tire.imageUrl}
              alt={`${tire.brand} ${tire.model}`}
              size={tire.size}
              service={`${tire.loadIndex}${tire.speedRating}`}
              className="size-40 shrink-0"
            />
            <div>
              <p className="text-slate-600 dark:text-slate-400">{tire.brand}</p>
              <h1 className="text-3xl font-bold">{tire.model}</h1>
              <p className="mt-1 font-mono text-lg">{tire.size}</p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {tire.isEvRated ? <EvBadge /> : null}
                <CopyLinkButton url={`${siteUrl}/tire-fitment/tire/${tire.id}`} />
              </div>
            </div>
          </header>
          <dl className="grid gap-4 sm:grid-cols-2">
            {specs.map((spec) => (
              <div key={spec.label} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <dt className="text-xs text-slate-500 uppercase dark:text-slate-400">{spec.label}</dt>
                <dd className="mt-1 font-semibold">{spec.value}</dd>
              </div>
            ))}
            <div className="rounded-xl border border-slate-200 p-4 sm:col-span-2 dark:border-slate-800">
              <dt className="text-xs text-slate-500 uppercase dark:text-slate-400">OEM Certifications</dt>
              <dd className="mt-2 flex flex-wrap gap-2">
                {tire.oemCertifications.length > 0 ? (
                  tire.oemCertifications.map((mark) => (
                    <span
                      key={mark}
                      className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold dark:bg-slate-800"
                    >
                      {mark}
                    </span>
                  ))
                ) : (
                  <span className="text-sm text-slate-600 dark:text-slate-400">No OEM marking on record</span>
                )}
              </dd>
            </div>
          </dl>
          <PerformanceCards tire={tire} />
          <CompatibleVehicles vehicles={vehicles} />
          <TireSizeExplainer size={tire.size} />
        </div>
        <aside className="space-y-6">
          <WhereToBuy links={whereToBuyLinks(tire)} />
          <SourceLinks sources={sources} />
          <RecommendedProducts items={products} count={1} intervalMs={10_000} />
          <AdSlot format="sidebar" />
        </aside>
      </div>
    </div>
  );
}
