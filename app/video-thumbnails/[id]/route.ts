import { STOCK_IMAGE } from '@/components/content/stock-image';
import { listReadyVideos } from '@/lib/db/videos';
import { env } from '@/lib/env';
import { createStorage } from '@/lib/storage';
import { videoThumbnail } from '@/lib/videos/thumbnails';

/** Stored thumbnails change only if the video is replaced; the stock answer is short so YouTube's picture can follow. */
const KEPT_SECONDS = 7 * 24 * 60 * 60;
const STOCK_SECONDS = 5 * 60;

/** Only the site's own videos: anything else would let anyone fill the storage with strangers' pictures. */
async function isSiteVideo(id: string): Promise<boolean> {
  try {
    return (await listReadyVideos()).some((video) => video.youtubeId === id);
  } catch {
    return false;
  }
}

/**
 * A video's thumbnail (lib/videos/thumbnails.ts), or a redirect to the stock picture: never an error, so a host
 * that cannot be reached shows as the product's fallback, not as a broken picture and a console error.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const picture = /^[A-Za-z0-9_-]{11}$/.test(id) && (await isSiteVideo(id)) ? await videoThumbnail(id, { storage: createStorage(env()) }) : undefined;
  if (!picture) {
    return new Response(null, { status: 302, headers: { Location: STOCK_IMAGE, 'Cache-Control': `public, max-age=${STOCK_SECONDS}` } });
  }
  return new Response(new Uint8Array(picture.body), {
    headers: {
      'Content-Type': picture.contentType,
      'Cache-Control': `public, max-age=${KEPT_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
