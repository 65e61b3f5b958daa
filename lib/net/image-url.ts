import 'server-only';
import { safeHead, type SafeHeadOptions } from '@/lib/net/safe-head';
import { AFFILIATE_MESSAGES } from '@/lib/admin/affiliate';

type ImageUrlCheck = { ok: true; contentType: string | null } | { ok: false; message: string };

/**
 * The site's check of an affiliate image URL (a HEAD request), made from the server because a browser's
 * HEAD to another origin is mostly blocked by CORS. A refused address reads as "not accessible": the
 * administrator learns the URL cannot be used, not what our network looks like.
 */
export async function checkImageUrl(url: string, options?: SafeHeadOptions): Promise<ImageUrlCheck> {
  const result = await safeHead(url, options);
  if (result.kind === 'refused') return { ok: false, message: AFFILIATE_MESSAGES.imageNotAccessible };
  if (result.kind === 'failed') return { ok: false, message: AFFILIATE_MESSAGES.imageCheckFailed };
  if (result.status < 200 || result.status > 299) return { ok: false, message: AFFILIATE_MESSAGES.imageNotAccessible };
  const type = result.contentType?.trim().toLowerCase();
  if (type && !type.startsWith('image/')) return { ok: false, message: AFFILIATE_MESSAGES.notAnImage };
  return { ok: true, contentType: result.contentType };
}
