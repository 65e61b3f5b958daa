import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { clsx } from 'clsx';
import { AdSlot } from '@/components/ads/ad-slot';
import { EmptyState } from '@/components/content/empty-state';
import { LoadError } from '@/components/content/load-error';
import { listLoadMessage } from '@/components/content/load-message';
import { SearchBox } from '@/components/content/search-box';
import { GuideCard } from '@/components/guides/guide-card';
import { GuideLinkList } from '@/components/guides/guide-link-list';
import { InstallerCta } from '@/components/guides/installer-cta';
import { FEATURED_GUIDE_SLUGS, GUIDE_MESSAGES } from '@/components/guides/messages';
import { NeedInstallerButton } from '@/components/guides/need-installer-button';
import { interleaveAds } from '@/lib/ads';
import { filterGuides, guideTopics, listInstallGuides, toGuideSummary, type InstallGuide } from '@/lib/db/install-guides';

export const metadata: Metadata = {
  title: 'EV Charger Installation Guides',
  description:
    'Home and commercial EV charger installation: circuit sizing, panel upgrades, permits, costs and choosing a Level 2 charger.',
  alternates: { canonical: '/charger-install' },
};

type Search = { q?: string | string[]; topic?: string | string[] };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.slice(0, 200) ?? '';

function topicHref(topic: string | undefined, query: string) {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (topic) params.set('topic', topic);
  const search = params.toString();
  return search ? `/charger-install?${search}` : '/charger-install';
}

export default async function ChargerInstallPage({ searchParams }: { searchParams: Promise<Search> }) {
  const raw = await searchParams;
  const query = first(raw.q);
  const topic = first(raw.topic);

  let guides: InstallGuide[] | undefined;
  let failure: string | undefined;
  try {
    guides = await listInstallGuides();
  } catch (error) {
    console.error('install guides failed to load', error);
    failure = listLoadMessage(error, GUIDE_MESSAGES.loadFailed);
  }
  const topics = guides ? guideTopics(guides) : [];
  const shown = guides ? filterGuides(guides, { query, topic }).map(toGuideSummary) : [];
  const featured = FEATURED_GUIDE_SLUGS.map((slug) => guides?.find((guide) => guide.slug === slug)).filter(
    (guide): guide is InstallGuide => guide !== undefined,
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
          <SearchBox placeholder={GUIDE_MESSAGES.searchPlaceholder} label="Search installation guides" query={query} keep={{ topic }} />
          {topics.length > 0 && (
            <nav aria-label="Topics" className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {[undefined, ...topics].map((value) => {
                  const active = (value ?? '') === topic;
                  return (
                    <li key={value ?? 'all'}>
                      <Link
                        href={topicHref(value, query)}
                        aria-current={active ? 'page' : undefined}
                        scroll={false}
                        className={clsx(
                          'inline-block rounded-full border px-3 py-1 text-sm',
                          active
                            ? 'border-brand-600 bg-brand-600 text-white'
                            : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900',
                        )}
                      >
                        {value ?? 'All Topics'}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
          <div className="mt-6">
            {failure !== undefined ? (
              <LoadError message={failure} />
            ) : shown.length === 0 ? (
              <EmptyState message={GUIDE_MESSAGES.noMatches} />
            ) : (
              <ul className="grid gap-5" aria-label="Installation guides">
                {interleaveAds(shown, 3).map((entry) =>
                  entry.kind === 'item' ? (
                    <li key={entry.item.slug}>
                      <GuideCard guide={entry.item} />
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
          <GuideLinkList id="featured-guides" title="Featured Guides" guides={featured} />
          <InstallerCta />
          <AdSlot format="sidebar" />
        </aside>
      </div>
      <NeedInstallerButton />
    </div>
  );
}
