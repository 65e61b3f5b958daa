import type { Metadata } from 'next';
import type { Article as ArticleLd, WithContext } from 'schema-dts';
import { AdSlot } from '@/components/ads/ad-slot';
import { ArticleCard } from '@/components/articles/article-card';
import { ARTICLE_MESSAGES } from '@/components/articles/messages';
import { EmptyState } from '@/components/content/empty-state';
import { ListSearch } from '@/components/content/list-search';
import { PopularTopics } from '@/components/content/popular-topics';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { JsonLd } from '@/components/seo/json-ld';
import { getAffiliateLinks } from '@/lib/db/affiliate-links';
import { listPublishedArticles } from '@/lib/db/articles';
import { findListMatches } from '@/lib/db/list-search';
import { parseListQuery } from '@/lib/content/list-query';
import { env } from '@/lib/env';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

export const metadata: Metadata = {
  title: 'EV Repair Articles',
  description:
    'Practical articles on electric vehicle repair: high-voltage safety, battery health, charging faults, diagnostics and maintenance.',
  alternates: { canonical: '/articles' },
};

/** The site's structured data covers the first five articles of the list. */
const STRUCTURED_DATA_COUNT = 5;

/** The articles list for a search (`query`, '' for all). */
export default async function ArticlesPage({ params }: QueryPageProps) {
  const search = parseListQuery((await pageQuery(params)).q);
  const { NEXT_PUBLIC_SITE_NAME: siteName, NEXT_PUBLIC_SITE_URL: siteUrl } = env();

  const articles = await listPublishedArticles();
  const matches = search.q && !search.problem ? await findListMatches({ kind: 'articles', q: search.q }) : undefined;
  const products = await getAffiliateLinks();

  const structured: WithContext<ArticleLd>[] = articles.slice(0, STRUCTURED_DATA_COUNT).map((article) => ({
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
          <ListSearch
            path="/articles"
            kind="articles"
            q={search.q}
            serverMatches={matches}
            items={articles.map((article) => ({
              id: String(article.id),
              text: [article.title],
              tags: article.tags,
              card: <ArticleCard article={article} siteName={siteName} />,
            }))}
            placeholder={ARTICLE_MESSAGES.searchPlaceholder}
            label="Search articles"
            list={{ label: 'Articles', className: 'grid gap-5', ad: <AdSlot format="banner" className="my-0" />, adEvery: 3 }}
            empty={<EmptyState message={ARTICLE_MESSAGES.none} />}
            noMatches={<EmptyState message={ARTICLE_MESSAGES.noMatches} />}
          />
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
