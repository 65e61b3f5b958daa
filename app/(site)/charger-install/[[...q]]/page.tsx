import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { AdSlot } from '@/components/ads/ad-slot';
import { EmptyState } from '@/components/content/empty-state';
import { ListSearch } from '@/components/content/list-search';
import { GuideCard } from '@/components/guides/guide-card';
import { GuideLinkList } from '@/components/guides/guide-link-list';
import { InstallerCta } from '@/components/guides/installer-cta';
import { FEATURED_GUIDE_SLUGS, GUIDE_MESSAGES } from '@/components/guides/messages';
import { NeedInstallerButton } from '@/components/guides/need-installer-button';
import { PanelCheckCta } from '@/components/guides/panel-check-cta';
import { guideTopics, listInstallGuides, type InstallGuideSummary } from '@/lib/db/install-guides';
import { findListMatches } from '@/lib/db/list-search';
import { parseListQuery } from '@/lib/content/list-query';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';
import { normalizeQuery } from '@/lib/search/query';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

export const metadata: Metadata = {
  title: 'EV Charger Installation Guides',
  description:
    'Home and commercial EV charger installation: circuit sizing, panel upgrades, permits, costs and choosing a Level 2 charger.',
  alternates: { canonical: '/charger-install' },
};

/** The guides list for a search and topic ('' for none). */
export default async function ChargerInstallPage({ params }: QueryPageProps) {
  const asked = await pageQuery(params);
  const search = parseListQuery(asked.q);
  const topic = normalizeQuery(asked.topic);
  const guides = await listInstallGuides();
  const matches = search.q && !search.problem ? await findListMatches({ kind: 'guides', q: search.q }) : undefined;
  const topics = guideTopics(guides);
  const featured = FEATURED_GUIDE_SLUGS.map((slug) => guides.find((guide) => guide.slug === slug)).filter(
    (guide): guide is InstallGuideSummary => guide !== undefined,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-slate-900 px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">EV Charger Installation Guides</h1>
        <p className="mt-3 max-w-2xl text-brand-50">
          Plan a safe charger installation: how much power you need, what your panel can supply, permits and
          inspections, and what the work costs.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/installers" className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            Find an Installer
          </Link>
          <Link href="/installers/join" className="rounded-md px-4 py-2 text-sm font-medium ring-1 ring-white/40 hover:bg-white/10">
            Join as an Installer
          </Link>
        </div>
      </section>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div>
          <ListSearch
            path="/charger-install"
            kind="guides"
            q={search.q}
            topic={topic}
            serverMatches={matches}
            items={guides.map((guide) => ({
              id: guide.slug,
              text: [guide.title, guide.description],
              tags: guide.tags,
              card: <GuideCard guide={guide} />,
            }))}
            topics={{ values: topics, allLabel: 'All Topics' }}
            placeholder={GUIDE_MESSAGES.searchPlaceholder}
            label="Search installation guides"
            list={{ label: 'Installation guides', className: 'grid gap-5', ad: <AdSlot format="banner" className="my-0" />, adEvery: 3 }}
            empty={<EmptyState message={GUIDE_MESSAGES.noMatches} />}
            noMatches={<EmptyState message={GUIDE_MESSAGES.noMatches} />}
          />
        </div>
        <aside className="space-y-6">
          <GuideLinkList id="featured-guides" title="Featured Guides" guides={featured} />
          <PanelCheckCta />
          <InstallerCta />
          <AdSlot format="sidebar" />
        </aside>
      </div>
      <NeedInstallerButton />
    </div>
  );
}
