import { ExternalLink as ExternalLinkNode, PlayCircle as PlayCircleNode } from 'lucide';
import { FallbackImage } from '@/components/content/fallback-image';
import { formatDate } from '@/components/content/format-date';
import { PinnedBadge, TagList } from '@/components/content/tag-list';
import { siteThumbnail } from '@/lib/content/youtube';
import type { Video } from '@/lib/db/types';
import { lucideIcon } from '@/components/ui/icon';

const ExternalLink = lucideIcon(ExternalLinkNode);
const PlayCircle = lucideIcon(PlayCircleNode);

function duration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A video opens on its platform in a new tab; the whole card is the link's target area. */
export function VideoCard({ video }: { video: Video }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 transition hover:border-brand-500 hover:shadow-md dark:border-slate-800">
      <div className="relative aspect-video bg-slate-100 dark:bg-slate-900">
        <FallbackImage
          sources={video.thumbnails.map(siteThumbnail)}
          alt=""
          sizes="(min-width: 1024px) 28rem, (min-width: 640px) 50vw, 100vw"
          unoptimized
        />
        <PlayCircle className="absolute top-1/2 left-1/2 size-12 -translate-x-1/2 -translate-y-1/2 text-white drop-shadow-lg" aria-hidden />
        {video.durationSeconds ? (
          <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs text-white">{duration(video.durationSeconds)}</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold leading-snug">
            <a
              href={video.url}
              target="_blank"
              rel="noopener noreferrer"
              className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-500"
            >
              {video.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </h2>
          {video.pinned && <PinnedBadge />}
        </div>
        {video.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{video.description}</p>}
        <div className="mt-auto pt-3">
          <TagList tags={video.tags.slice(0, 4)} />
          <p className="mt-2 flex items-center gap-1 text-xs text-slate-500">
            Added {formatDate(video.createdAt)}
            <ExternalLink className="ml-auto size-3.5" aria-hidden />
          </p>
        </div>
      </div>
    </article>
  );
}
