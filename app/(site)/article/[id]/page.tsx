import type { Metadata } from 'next';
import { AdSlot } from '@/components/ads/ad-slot';
import { ArticleLayout } from '@/components/content/article-layout';
import { byline } from '@/components/articles/byline';
import { RelatedArticles } from '@/components/articles/related-articles';
import { PopularTopics } from '@/components/content/popular-topics';
import { CodesAbout } from '@/components/fault-codes/codes-about';
import { SegmentedBody } from '@/components/content/segmented-body';
import { TagList } from '@/components/content/tag-list';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { ShareButtons } from '@/components/share/share-buttons';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';
import { articleAdPositions } from '@/lib/content/ad-positions';
import { renderMarkdown } from '@/lib/content/markdown';
import { buildTermIndex } from '@/lib/content/term-linker';
import { getAffiliateLinks } from '@/lib/db/affiliate-links';
import { getPublishedArticle, listPublishedArticles, listRelatedArticles } from '@/lib/db/articles';
import { listCodesAbout } from '@/lib/db/fault-code-relations';
import { getLinkableTerms } from '@/lib/db/glossary-terms';
import { env } from '@/lib/env';
import { rowOfSegment } from '@/lib/route-id';

export const revalidate = 3600;

type Params = { params: Promise<{ id: string }> };

async function load(raw: string) {
  return rowOfSegment(raw, getPublishedArticle);
}

export async function generateStaticParams() {
  const articles = await listPublishedArticles();
  return articles.map((article) => ({ id: String(article.id) }));
}

/** The site's keyword fallback: up to 5 title words longer than 3 characters. */
function titleKeywords(title: string): string[] {
  return title
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word.length > 3)
    .slice(0, 5);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const article = await load((await params).id);
  if (!article) return { title: 'Article Not Found', robots: { index: false } };
  const title = article.seoTitle ?? article.title;
  const description = article.seoDescription ?? article.excerpt;
  // Link unfurlers take raster images only: an SVG illustration leaves the preview to opengraph-image.tsx.
  const raster = article.featuredImage && !/\.svg(\?|$)/i.test(article.featuredImage.url) ? article.featuredImage : undefined;
  const images = raster ? [{ url: raster.url, alt: raster.alt ?? article.title }] : undefined;
  return {
    title,
    description,
    keywords: article.tags.length > 0 ? article.tags : titleKeywords(article.title),
    authors: article.author ? [{ name: article.author }] : undefined,
    alternates: { canonical: `/article/${article.id}` },
    openGraph: {
      type: 'article',
      title,
      description,
      url: `/article/${article.id}`,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      authors: article.author ? [article.author] : undefined,
      tags: article.tags,
      // Present only when there is one: an images key, even undefined, hides opengraph-image.tsx.
      ...(images ? { images } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, ...(images ? { images: images.map((image) => image.url) } : {}) },
  };
}

export default async function ArticlePage({ params }: Params) {
  const article = await load((await params).id);
  if (!article) return <NotFoundPage {...NOT_FOUND_SCREENS.article} />;

  const { NEXT_PUBLIC_SITE_NAME: siteName, NEXT_PUBLIC_SITE_URL: siteUrl } = env();
  const [terms, related, products, codes] = await Promise.all([
    getLinkableTerms(),
    listRelatedArticles(article.id),
    getAffiliateLinks(),
    listCodesAbout('article', article.id, article.title),
  ]);
  const body = await renderMarkdown(article.content, { terms: buildTermIndex(terms) });
  const shareUrl = new URL(`/article/${article.id}`, siteUrl).toString();
  return (
    <ArticleLayout
      site={{ name: siteName, url: siteUrl }}
      url={shareUrl}
      section={{ name: 'Articles', href: '/articles' }}
      page={{ ...article, description: article.seoDescription ?? article.excerpt }}
      top={
        <>
          <AdSlot format="banner" className="mt-0" />
          <header>
            <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{article.title}</h1>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {byline(article.author, article.publishedAt, siteName)} • {article.readingTime} min read
            </p>
          </header>
        </>
      }
      aside={
        <>
          <RecommendedProducts items={products} count={1} intervalMs={10_000} />
          <RelatedArticles articles={related} />
          <PopularTopics />
          <AdSlot format="sidebar" />
        </>
      }
    >
      <SegmentedBody segments={body.segments} adPositions={articleAdPositions(body.segments.length)} className="mt-8" />
      <CodesAbout codes={codes} id="article-fault-codes" className="mt-8" />
      <TagList tags={article.tags} className="mt-8" />
      <section aria-label="Share this article" className="mt-8 flex flex-wrap items-start gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
        <ShareButtons url={shareUrl} title={article.title} />
        <CopyLinkButton url={shareUrl} />
      </section>
      <AdSlot format="banner" />
    </ArticleLayout>
  );
}
