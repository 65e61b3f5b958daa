'use server';

import { adminAction, type ActionResult } from '@/lib/auth/action';
import { youtubeEmbedUrl, youtubeId, youtubeThumbnail, youtubeWatchUrl } from '@/lib/content/youtube';
import { deleteVideo, insertVideo, setVideoPinned } from '@/lib/db/admin-videos';
import { TAGS } from '@/lib/db/tags';
import { revalidateContent } from '@/lib/revalidate';
import { idSchema, pinSchema, VIDEO_MESSAGES, videoSchema } from '@/lib/validations/admin-video';

const refreshPublicVideos = () => revalidateContent([TAGS.videos], ['/videos', '/']);

export async function createVideo(input: unknown): Promise<ActionResult<{ id: number }>> {
  return adminAction(VIDEO_MESSAGES.saveFailed, async () => {
    const parsed = videoSchema.safeParse(input);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? VIDEO_MESSAGES.saveFailed };
    const values = parsed.data;
    const id = youtubeId(values.url)!;
    const video = await insertVideo({
      title: values.title,
      description: values.description || null,
      // Stored in one canonical form whatever link was pasted (share links, shorts, playlists).
      url: youtubeWatchUrl(id),
      embedUrl: youtubeEmbedUrl(id),
      thumbnailUrl: youtubeThumbnail(id),
      tags: values.tags,
      youtubeId: id,
      glossaryTermId: values.glossaryTermId,
      pinned: values.pinned,
    });
    refreshPublicVideos();
    return { ok: true, message: VIDEO_MESSAGES.added, data: { id: video.id } };
  });
}

export async function toggleVideoPin(input: unknown): Promise<ActionResult> {
  return adminAction(VIDEO_MESSAGES.updateFailed, async () => {
    const parsed = pinSchema.safeParse(input);
    if (!parsed.success || !(await setVideoPinned(parsed.data.id, parsed.data.pinned))) {
      return { ok: false, message: VIDEO_MESSAGES.updateFailed };
    }
    refreshPublicVideos();
    return { ok: true, message: parsed.data.pinned ? VIDEO_MESSAGES.pinned : VIDEO_MESSAGES.unpinned };
  });
}

export async function removeVideo(input: unknown): Promise<ActionResult> {
  return adminAction(VIDEO_MESSAGES.deleteFailed, async () => {
    const parsed = idSchema.safeParse(input);
    if (!parsed.success || !(await deleteVideo(parsed.data))) return { ok: false, message: VIDEO_MESSAGES.deleteFailed };
    refreshPublicVideos();
    return { ok: true, message: VIDEO_MESSAGES.deleted };
  });
}
