import type { Metadata } from 'next';
import { AdSlot } from '@/components/ads/ad-slot';
import { ArticleLayout } from '@/components/content/article-layout';
import { formatDate } from '@/components/content/format-date';
import { SegmentedBody } from '@/components/content/segmented-body';
import { TableOfContents } from '@/components/content/table-of-contents';
import { TagList } from '@/components/content/tag-list';
import { CodesAbout } from '@/components/fault-codes/codes-about';
import { GuideLinkList } from '@/components/guides/guide-link-list';
import { InstallerCta } from '@/components/guides/installer-cta';
import { NeedInstallerButton } from '@/components/guides/need-installer-button';
import { PanelCheckCta } from '@/components/guides/panel-check-cta';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { ShareButtons } from '@/components/share/share-buttons';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';
import { guideAdPositions } from '@/lib/content/ad-positions';
import { renderMarkdown } from '@/lib/content/markdown';
import { buildTermIndex } from '@/lib/content/term-linker';
import { listCodesAbout } from '@/lib/db/fault-code-relations';
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
  const [terms, guides, codes] = await Promise.all([getLinkableTerms(), listInstallGuides(), listCodesAbout('guide', guide.id, guide.title)]);
  const body = await renderMarkdown(guide.body, { terms: buildTermIndex(terms) });
  const related = relatedGuides(guides, guide);
  const shareUrl = new URL(`/charger-install/${guide.slug}`, siteUrl).toString();

  return (
    <ArticleLayout
      site={{ name: siteName, url: siteUrl }}
      url={shareUrl}
      section={{ name: 'Charger Install', href: '/charger-install' }}
      page={guide}
      top={
        <header>
          <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{guide.title}</h1>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={guide.createdAt}>{formatDate(guide.createdAt)}</time>
          </p>
          <TagList tags={guide.tags} className="mt-3" />
        </header>
      }
      aside={
        <>
          <div className="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto">
            <TableOfContents headings={body.headings} />
          </div>
          <GuideLinkList id="related-guides" title="Related Guides" guides={related} />
          <PanelCheckCta />
          <InstallerCta />
          <AdSlot format="sidebar" />
        </>
      }
      after={<NeedInstallerButton />}
    >
      <TableOfContents headings={body.headings} className="mt-8 lg:hidden" />
      <SegmentedBody segments={body.segments} adPositions={guideAdPositions(body.segments.length)} className="mt-8" />
      <CodesAbout codes={codes} id="guide-fault-codes" className="mt-8" />
      <section aria-label="Share this guide" className="mt-8 flex flex-wrap items-start gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
        <ShareButtons url={shareUrl} title={guide.title} />
        <CopyLinkButton url={shareUrl} />
      </section>
    </ArticleLayout>
  );
}
