import type { Metadata } from 'next';
import type { Article as ArticleLd, WithContext } from 'schema-dts';
import { AdSlot } from '@/components/ads/ad-slot';
import { BackToTop } from '@/components/content/back-to-top';
import { FallbackImage } from '@/components/content/fallback-image';
import { formatDate } from '@/components/content/format-date';
import { SegmentedBody } from '@/components/content/segmented-body';
import { STOCK_IMAGE_ALT } from '@/components/content/stock-image';
import { TableOfContents } from '@/components/content/table-of-contents';
import { TagList } from '@/components/content/tag-list';
import { GuideLinkList } from '@/components/guides/guide-link-list';
import { InstallerCta } from '@/components/guides/installer-cta';
import { NeedInstallerButton } from '@/components/guides/need-installer-button';
import { PanelCheckCta } from '@/components/guides/panel-check-cta';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { TermHovercards } from '@/components/glossary/term-hovercards';
import { JsonLd } from '@/components/seo/json-ld';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { ShareButtons } from '@/components/share/share-buttons';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';
import { guideAdPositions } from '@/lib/content/ad-positions';
import { renderMarkdown } from '@/lib/content/markdown';
import { buildTermIndex } from '@/lib/content/term-linker';
import { getLinkableTerms } from '@/lib/db/glossary-terms';
import { getInstallGuide, listInstallGuides, relatedGuides } from '@/lib/db/install-guides';
import { env } from '@/lib/env';

export const revalidate = 3600;

type Params = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const guides = await listInstallGuides();
  return guides.map((guide) => ({ slug: guide.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const guide = await getInstallGuide((await params).slug);
  if (!guide) return { title: 'Article Not Found', robots: { index: false } };
  const images = guide.featuredImage ? [{ url: guide.featuredImage.url, alt: guide.featuredImage.alt ?? guide.title }] : undefined;
  return {
    title: guide.title,
    description: guide.description,
    keywords: guide.tags,
    alternates: { canonical: `/charger-install/${guide.slug}` },
    openGraph: {
      type: 'article',
      title: guide.title,
      description: guide.description,
      url: `/charger-install/${guide.slug}`,
      publishedTime: guide.publishedAt,
      modifiedTime: guide.updatedAt,
      tags: guide.tags,
      // Present only when there is one: an images key, even undefined, hides opengraph-image.tsx.
      ...(images ? { images } : {}),
    },
    twitter: { card: 'summary_large_image', title: guide.title, description: guide.description },
  };
}

export default async function GuidePage({ params }: Params) {
  const guide = await getInstallGuide((await params).slug);
  if (!guide) return <NotFoundPage {...NOT_FOUND_SCREENS.guide} />;

  const { NEXT_PUBLIC_SITE_NAME: siteName, NEXT_PUBLIC_SITE_URL: siteUrl } = env();
  const [terms, guides] = await Promise.all([getLinkableTerms(), listInstallGuides()]);
  const body = await renderMarkdown(guide.body, { terms: buildTermIndex(terms) });
  const related = relatedGuides(guides, guide);
  const shareUrl = new URL(`/charger-install/${guide.slug}`, siteUrl).toString();

  const articleLd: WithContext<ArticleLd> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title,
    description: guide.description,
    datePublished: guide.publishedAt,
    dateModified: guide.updatedAt,
    author: { '@type': 'Organization', name: siteName },
    publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
    mainEntityOfPage: shareUrl,
    keywords: guide.tags.join(', '),
    ...(guide.featuredImage ? { image: new URL(guide.featuredImage.url, siteUrl).toString() } : {}),
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={articleLd} />
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[
          { name: 'Home', href: '/' },
          { name: 'Charger Install', href: '/charger-install' },
          { name: guide.title, href: shareUrl },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <article className="min-w-0">
          <header>
            <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{guide.title}</h1>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              <time dateTime={guide.createdAt}>{formatDate(guide.createdAt)}</time>
            </p>
            <TagList tags={guide.tags} className="mt-3" />
          </header>
          <div className="relative mt-6 aspect-[1200/630] overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-900">
            <FallbackImage
              sources={guide.featuredImage ? [guide.featuredImage.url] : []}
              alt={guide.featuredImage?.alt || (guide.featuredImage ? guide.title : STOCK_IMAGE_ALT)}
              sizes="(min-width: 1280px) 880px, (min-width: 1024px) calc(100vw - 22rem), 100vw"
              priority
            />
          </div>
          <TableOfContents headings={body.headings} className="mt-8 lg:hidden" />
          <SegmentedBody segments={body.segments} adPositions={guideAdPositions(body.segments.length)} className="mt-8" />
          <section aria-label="Share this guide" className="mt-8 flex flex-wrap items-start gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
            <ShareButtons url={shareUrl} title={guide.title} />
            <CopyLinkButton url={shareUrl} />
          </section>
        </article>
        <TermHovercards />
        <aside className="space-y-6">
          <div className="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto">
            <TableOfContents headings={body.headings} />
          </div>
          <GuideLinkList id="related-guides" title="Related Guides" guides={related} />
          <PanelCheckCta />
          <InstallerCta />
          <AdSlot format="sidebar" />
        </aside>
      </div>
      <BackToTop />
      <NeedInstallerButton />
    </div>
  );
}
