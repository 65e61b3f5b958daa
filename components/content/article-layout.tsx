import type { ReactNode } from 'react';
import type { Article as ArticleLd, WithContext } from 'schema-dts';
import { BackToTop } from '@/components/content/back-to-top';
import { Breadcrumbs, type Crumb } from '@/components/content/breadcrumbs';
import { FallbackImage } from '@/components/content/fallback-image';
import { STOCK_IMAGE_ALT } from '@/components/content/stock-image';
import { TermHovercards } from '@/components/glossary/term-hovercards';
import { JsonLd } from '@/components/seo/json-ld';

/** What the layout shows of the article or guide itself. */
interface ArticlePage {
  title: string;
  description: string;
  publishedAt: string;
  updatedAt: string;
  /** A named author; without one the site is the author. */
  author?: string | null;
  tags: string[];
  featuredImage: { url: string; alt?: string | null } | null;
}

interface ArticleLayoutProps {
  site: { name: string; url: string };
  /** The page's absolute address: its canonical and the link people share. */
  url: string;
  /** The list the breadcrumb trail passes through (Articles, Charger Install). */
  section: Crumb;
  page: ArticlePage;
  /** Above the featured image: the title block. */
  top: ReactNode;
  /** Below the featured image: the body and what follows it. */
  children: ReactNode;
  aside: ReactNode;
  /** After the page, outside its grid (a floating button). */
  after?: ReactNode;
}

/**
 * An article or a charger-install guide: its Article structured data, the breadcrumb trail, the featured
 * image (or the stock one) under the title, and the side column beside it on wide screens.
 */
export function ArticleLayout({ site, url, section, page, top, children, aside, after }: ArticleLayoutProps) {
  const { title, description, publishedAt, updatedAt, author, tags, featuredImage } = page;
  const { name: siteName, url: siteUrl } = site;
  const articleLd: WithContext<ArticleLd> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description,
    datePublished: publishedAt,
    dateModified: updatedAt,
    author: { '@type': author ? 'Person' : 'Organization', name: author ?? siteName },
    publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
    mainEntityOfPage: url,
    keywords: tags.join(', '),
    ...(featuredImage ? { image: new URL(featuredImage.url, siteUrl).toString() } : {}),
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={articleLd} />
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[{ name: 'Home', href: '/' }, section, { name: title, href: url }]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <article className="min-w-0">
          {top}
          <div className="relative mt-6 aspect-[1200/630] overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-900">
            <FallbackImage
              sources={featuredImage ? [featuredImage.url] : []}
              alt={featuredImage?.alt || (featuredImage ? title : STOCK_IMAGE_ALT)}
              sizes="(min-width: 1280px) 880px, (min-width: 1024px) calc(100vw - 22rem), 100vw"
              priority
            />
          </div>
          {children}
        </article>
        <TermHovercards />
        <aside className="space-y-6">{aside}</aside>
      </div>
      <BackToTop />
      {after}
    </div>
  );
}
