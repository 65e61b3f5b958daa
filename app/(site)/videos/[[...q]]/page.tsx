import type { Metadata } from 'next';
import type { VideoObject, WithContext } from 'schema-dts';
import { AdSlot } from '@/components/ads/ad-slot';
import { EmptyState } from '@/components/content/empty-state';
import { ListSearch } from '@/components/content/list-search';
import { PopularTopics } from '@/components/content/popular-topics';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { JsonLd } from '@/components/seo/json-ld';
import { VIDEO_MESSAGES } from '@/components/videos/messages';
import { VideoCard } from '@/components/videos/video-card';
import { getAffiliateLinks } from '@/lib/db/affiliate-links';
import { findListMatches } from '@/lib/db/list-search';
import { parseListQuery } from '@/lib/content/list-query';
import { listReadyVideos, type Video } from '@/lib/db/videos';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

export const metadata: Metadata = {
  title: 'EV Repair Videos',
  description: 'Video tutorials on electric vehicle repair, diagnostics, charging and battery service.',
  alternates: { canonical: '/videos' },
};

const EMPTY_LINKS = [
  { href: '/articles', label: 'Read the repair guides' },
  { href: '/glossary', label: 'Browse the glossary' },
];

function videoLd(video: Video): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description ?? video.title,
    ...(video.thumbnails.length > 0 ? { thumbnailUrl: video.thumbnails } : {}),
    ...(video.embedUrl ? { embedUrl: video.embedUrl } : {}),
    url: video.url,
    ...(video.durationSeconds ? { duration: `PT${video.durationSeconds}S` } : {}),
  };
}

/** The videos list for a search (`query`, '' for all). */
export default async function VideosPage({ params }: QueryPageProps) {
  const search = parseListQuery((await pageQuery(params)).q);
  const videos = await listReadyVideos();
  const matches = search.q && !search.problem ? await findListMatches({ kind: 'videos', q: search.q }) : undefined;
  const products = await getAffiliateLinks();
  const found = matches && new Set(matches.ids);
  const shown = videos.filter((video) => !found || found.has(String(video.id)));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {shown.length > 0 && <JsonLd data={shown.map(videoLd)} />}
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold">Videos</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Video walk-throughs of EV diagnostics and repair. Each video opens on its platform in a new tab.
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div>
          <ListSearch
            path="/videos"
            kind="videos"
            q={search.q}
            serverMatches={matches}
            items={videos.map((video) => ({
              id: String(video.id),
              text: [video.title, video.description],
              tags: video.tags,
              card: <VideoCard video={video} />,
            }))}
            placeholder={VIDEO_MESSAGES.searchPlaceholder}
            label="Search videos"
            list={{
              label: 'Videos',
              className: 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3',
              ad: <AdSlot format="banner" className="my-0" />,
              adEvery: 6,
              adClassName: 'sm:col-span-2 xl:col-span-3',
            }}
            empty={<EmptyState message={VIDEO_MESSAGES.none} links={EMPTY_LINKS} />}
            noMatches={<EmptyState message={VIDEO_MESSAGES.noMatches} links={EMPTY_LINKS} />}
          />
        </div>
        <aside className="space-y-6">
          <RecommendedProducts items={products} />
          <PopularTopics title="Popular Categories" />
          <AdSlot format="sidebar" />
        </aside>
      </div>
    </div>
  );
}
