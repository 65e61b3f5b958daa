import type { Metadata } from 'next';
import type { Article as ArticleLd, WithContext } from 'schema-dts';
import { AdSlot } from '@/components/ads/ad-slot';
import { ArticleCard } from '@/components/articles/article-card';
import { ARTICLE_MESSAGES } from '@/components/articles/messages';
import { EmptyState } from '@/components/content/empty-state';
import { listLoadMessage } from '@/components/content/load-message';
import { LoadError } from '@/components/content/load-error';
import { PopularTopics } from '@/components/content/popular-topics';
import { SearchBox } from '@/components/content/search-box';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { JsonLd } from '@/components/seo/json-ld';
import { interleaveAds } from '@/lib/ads';
import { getAffiliateLinks } from '@/lib/db/affiliate-links';
import { filterArticles, listPublishedArticles, toSummary, type Article } from '@/lib/db/articles';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  title: 'EV Repair Articles',
  description:
    'Practical articles on electric vehicle repair: high-voltage safety, battery health, charging faults, diagnostics and maintenance.',
  alternates: { canonical: '/articles' },
};

/** The spec's structured data covers the first five articles of the list. */
const STRUCTURED_DATA_COUNT = 5;

export default async function ArticlesPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.slice(0, 200) ?? '';
  const { NEXT_PUBLIC_SITE_NAME: siteName, NEXT_PUBLIC_SITE_URL: siteUrl } = env();

  let articles: Article[] | undefined;
  let failure: string | undefined;
  try {
    articles = await listPublishedArticles();
  } catch (error) {
    console.error('articles failed to load', error);
    failure = listLoadMessage(error, ARTICLE_MESSAGES.loadFailed);
  }
  const products = await getAffiliateLinks();
  const shown = articles ? filterArticles(articles, query).map(toSummary) : [];

  const structured: WithContext<ArticleLd>[] = (articles ?? []).slice(0, STRUCTURED_DATA_COUNT).map((article) => ({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': article.author ? 'Person' : 'Organization', name: article.author ?? siteName },
    url: new URL(`/article/${article.id}`, siteUrl).toString(),
  }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {structured.length > 0 && <JsonLd data={structured} />}
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold">Articles</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Repair procedures, diagnostics and safety practice for electric vehicles, written for technicians and
          owners who do their own work.
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div>
          <SearchBox placeholder={ARTICLE_MESSAGES.searchPlaceholder} label="Search articles" query={query} />
          <div className="mt-6">
            {failure !== undefined ? (
              <LoadError message={failure} toastMessage={ARTICLE_MESSAGES.loadFailedToast} />
            ) : shown.length === 0 ? (
              <EmptyState message={query.trim() ? ARTICLE_MESSAGES.noMatches : ARTICLE_MESSAGES.none} />
            ) : (
              <ul className="grid gap-5" aria-label="Articles">
                {interleaveAds(shown, 3).map((entry) =>
                  entry.kind === 'item' ? (
                    <li key={entry.item.id}>
                      <ArticleCard article={entry.item} siteName={siteName} />
                    </li>
                  ) : (
                    <li key={entry.key}>
                      <AdSlot format="banner" className="my-0" />
                    </li>
                  ),
                )}
              </ul>
            )}
          </div>
        </div>
        <aside className="space-y-6">
          <PopularTopics />
          <RecommendedProducts items={products} count={1} intervalMs={10_000} />
          <AdSlot format="sidebar" />
        </aside>
      </div>
    </div>
  );
}
