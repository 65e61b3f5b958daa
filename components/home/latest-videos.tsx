import { Pin as PinNode } from 'lucide';
import { EmptySection } from '@/components/home/empty-section';
import { SectionHeading } from '@/components/home/section-heading';
import type { HomeVideo } from '@/lib/db/types';
import { VideoThumbnail } from '@/components/videos/video-thumbnail';
import { lucideIcon } from '@/components/ui/icon';

const Pin = lucideIcon(PinNode);

/** 'Latest Videos': pinned first, then the newest; each opens on the video platform. */
export function LatestVideos({ videos }: { videos: HomeVideo[] }) {
  return (
    <section aria-labelledby="latest-videos" data-testid="latest-videos">
      <SectionHeading id="latest-videos" title="Latest Videos" href="/videos" />
      {videos.length === 0 ? (
        <EmptySection
          text="No videos available yet"
          links={[
            { href: '/articles', label: 'Read the repair guides' },
            { href: '/glossary', label: 'Browse the glossary' },
          ]}
          admin={{ href: '/admin/videos', label: 'Add Videos' }}
        />
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {videos.map((video) => (
            <li key={video.id}>
              <a
                href={video.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block h-full overflow-hidden rounded-xl border border-slate-200 hover:border-brand-500 hover:shadow-md dark:border-slate-800"
              >
                <VideoThumbnail url={video.thumbnailUrl} />
                <span className="block p-4">
                  {video.pinned && (
                    <span className="mb-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
                      <Pin className="size-3" aria-hidden />
                      Pinned
                    </span>
                  )}
                  <span className="block font-semibold">{video.title}</span>
                  {video.description && <span className="mt-1 line-clamp-2 block text-sm text-slate-600 dark:text-slate-400">{video.description}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
