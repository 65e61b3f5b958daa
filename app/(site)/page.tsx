import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import type { WebSite, WithContext } from 'schema-dts';
import { AdSlot } from '@/components/ads/ad-slot';
import { CategoryIcon } from '@/components/categories/category-icon';
import { SearchField } from '@/components/content/search-field';
import { HOME_TOOLS } from '@/components/categories/category-tools';
import { WordOfTheDay } from '@/components/glossary/word-of-the-day';
import { wordOfDayPicks } from '@/components/glossary/word-of-day-picks';
import { LatestArticles } from '@/components/home/latest-articles';
import { LatestVideos } from '@/components/home/latest-videos';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { JsonLd } from '@/components/seo/json-ld';
import { getAffiliateLinks } from '@/lib/db/affiliate-links';
import { listCategorySummaries } from '@/lib/db/categories';
import { listGlossaryForList } from '@/lib/db/glossary';
import { getHomeArticles, getHomeVideos } from '@/lib/db/home';
import { env } from '@/lib/env';

export const revalidate = 3600;

const HOME_IMAGE = { url: '/api/og/site?page=home', width: 1200, height: 630, alt: 'EV Repair Knowledge' };

export const metadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: { type: 'website', url: '/', siteName: env().NEXT_PUBLIC_SITE_NAME, locale: 'en_US', images: [HOME_IMAGE] },
  twitter: { card: 'summary_large_image', images: [HOME_IMAGE.url] },
};

/** Lets search engines offer a search box for the site that lands on /search. */
function websiteLd(): WithContext<WebSite> {
  const origin = env().NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: env().NEXT_PUBLIC_SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}

/** The four topics the hero offers (spec: battery, charging, diagnostics, maintenance). */
const HERO_CATEGORIES = ['battery', 'charging', 'diagnostics', 'maintenance'];

const QUICK_LINKS = [
  { href: '/glossary', label: 'Glossary' },
  { href: '/categories', label: 'Categories' },
  { href: '/articles', label: 'Articles' },
  { href: '/videos', label: 'Videos' },
  { href: '/fault-codes', label: 'Fault Codes' },
  { href: '/charger-install', label: 'Charger Install' },
  { href: '/installers', label: 'Installers' },
  { href: '/vehicle-data-info', label: 'Vehicle Data' },
];

async function loadHome() {
  const [categories, glossary, articles, videos] = await Promise.all([
    listCategorySummaries(),
    listGlossaryForList(),
    getHomeArticles(),
    getHomeVideos(),
  ]);
  return { categories, glossary, articles, videos };
}

export default async function HomePage() {
  const data = await loadHome();
  const products = await getAffiliateLinks();
  const heroCategories = HERO_CATEGORIES.flatMap((id) => data.categories.filter((category) => category.id === id));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <JsonLd data={websiteLd()} />
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-slate-900 px-6 py-12 text-white sm:px-10">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">Electric vehicle repair, explained for the people who do it</h1>
        <p className="mt-4 max-w-2xl text-brand-50">
          A glossary of EV repair terms, every generic hybrid and EV fault code, practical articles, and calculators for
          range, battery health, tire pressure and home charging, built on published data.
        </p>
        {/* A plain GET form: no script on the home page for it, and a whole code typed here opens its page. */}
        <form role="search" action="/search" method="get" className="relative mt-6 max-w-xl text-slate-900 dark:text-slate-100">
          <SearchField id="home-search" label="Search the site" name="q" placeholder="Code or term, e.g. P0AA6 or BMS" />
        </form>
        <div className="mt-6 flex flex-wrap gap-3">
          {HOME_TOOLS.map((tool) => (
            <Link
              key={tool.href}
              href={tool.href}
              className="rounded-md bg-white/10 px-4 py-2 text-sm font-medium ring-1 ring-white/30 hover:bg-white/20"
            >
              {tool.name}
            </Link>
          ))}
        </div>
        {heroCategories.length > 0 && (
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Topics">
            {heroCategories.map((category) => (
              <li key={category.id}>
                <Link
                  href={`/category/${category.id}`}
                  className="flex h-full items-center gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/20 hover:bg-white/20"
                >
                  <CategoryIcon id={category.id} className="size-7 shrink-0" />
                  <span>
                    <span className="block font-semibold">{category.name}</span>
                    <span className="block text-sm text-brand-50">
                      {category.termCount} {category.termCount === 1 ? 'term' : 'terms'}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <AdSlot format="banner" />

      {/* Its own gap below the hero: without an ad network the banner above renders nothing. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-10">
          <WordOfTheDay picks={wordOfDayPicks(data.glossary)} />
          <LatestArticles articles={data.articles} />
          <AdSlot format="banner" />
          <LatestVideos videos={data.videos} />
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="home-tools" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <h2 id="home-tools" className="font-semibold">
              Interactive Tools
            </h2>
            <ul className="mt-3 space-y-2">
              {HOME_TOOLS.map((tool) => (
                <li key={tool.id}>
                  <Link href={tool.href} className="block rounded-md p-2 hover:bg-slate-50 dark:hover:bg-slate-900">
                    <span className="block text-sm font-medium">{tool.name}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{tool.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <RecommendedProducts items={products} count={2} intervalMs={10_000} />
          <section aria-labelledby="quick-links" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <h2 id="quick-links" className="font-semibold">
              Quick Links
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-brand-700 hover:underline dark:text-brand-500">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <AdSlot format="sidebar" />
        </aside>
      </div>
      <AdSlot format="banner" />
    </div>
  );
}
