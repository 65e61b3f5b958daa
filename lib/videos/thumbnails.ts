import 'server-only';
import type { StoredObject } from '@/lib/storage';
import type { Storage } from '@/lib/storage/types';

/** YouTube's thumbnail host; a test points it at a stand-in. */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com/vi';
/** How long one fetch from YouTube may take before the visitor gets the stock picture. */
const FETCH_TIMEOUT_MS = 1500;
/** After a failed fetch, the same thumbnail is not asked for again for this long: an outage costs one wait. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
/** Far above any thumbnail YouTube serves (hqdefault is some 30 KB). */
const MAX_BYTES = 1024 * 1024;

const keyOf = (id: string) => `video-thumbnails/${id}.jpg`;
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

const state = globalThis as unknown as { evThumbnailFailures?: Map<string, number> };

interface ThumbnailOptions {
  storage: Storage;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * The thumbnail of one of the site's YouTube videos (docs/decisions/0491): the copy in storage, else YouTube's
 * hqdefault (the picture YouTube has for every video), fetched once within FETCH_TIMEOUT_MS and kept in storage so
 * the page never depends on YouTube's host again. Undefined when neither is there: the page shows the stock picture.
 */
export async function videoThumbnail(id: string, { storage, baseUrl = YOUTUBE_THUMBNAILS, timeoutMs = FETCH_TIMEOUT_MS }: ThumbnailOptions): Promise<StoredObject | undefined> {
  const kept = await storage.get('public', keyOf(id)).catch(() => undefined);
  if (kept) return kept;
  const failures = (state.evThumbnailFailures ??= new Map());
  if ((failures.get(id) ?? 0) > Date.now()) return undefined;
  try {
    const response = await fetch(`${baseUrl}/${id}/hqdefault.jpg`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
    if (!body || body.length > MAX_BYTES || !isJpeg(body)) throw new Error(`YouTube answered ${response.status} without a JPEG`);
    failures.delete(id);
    const picture = { body, contentType: 'image/jpeg' };
    await storage.put('public', keyOf(id), body, { contentType: picture.contentType, upsert: true }).catch((error: unknown) => {
      console.error(`[thumbnails] could not keep ${id}: ${error instanceof Error ? error.message : String(error)}`);
    });
    return picture;
  } catch (error) {
    failures.set(id, Date.now() + RETRY_AFTER_FAILURE_MS);
    console.warn(`[thumbnails] ${id} from YouTube: ${error instanceof Error ? error.message : String(error)}; the stock picture is shown`);
    return undefined;
  }
}
