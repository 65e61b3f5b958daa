import { PlayCircle as PlayCircleNode } from 'lucide';
import { CARD_SIZES, ContentImage } from '@/components/content/content-image';
import { siteThumbnail } from '@/lib/content/youtube';
import { lucideIcon } from '@/components/ui/icon';

const PlayCircle = lucideIcon(PlayCircleNode);

/**
 * A video card's picture: its thumbnail (a YouTube one from the site's own copy, which falls back to the stock
 * picture by itself), or a play mark where it has none.
 */
export function VideoThumbnail({ url }: { url: string | null }) {
  return url ? (
    <ContentImage src={siteThumbnail(url)} alt="" width={480} height={360} sizes={CARD_SIZES} className="aspect-video w-full object-cover" />
  ) : (
    <span className="flex aspect-video items-center justify-center bg-slate-100 dark:bg-slate-800">
      <PlayCircle className="size-10 text-slate-400" aria-hidden />
    </span>
  );
}
