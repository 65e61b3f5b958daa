'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { youtubeEmbedUrl, youtubeId, youtubeThumbnail, youtubeWatchUrl } from '@/lib/content/youtube';
import { deleteVideo, insertVideo, setVideoPinned } from '@/lib/db/admin-videos';
import { TAGS } from '@/lib/db/tags';
import { refreshContent } from '@/lib/revalidate';
import { idSchema, pinSchema, VIDEO_MESSAGES, videoSchema } from '@/lib/admin/video';

/** Every public page that shows videos: the list, the home page's 'Latest Videos' and each category's 'Related Videos'. */
const refreshPublicVideos = () => refreshContent([TAGS.videos], ['/videos', '/', '/category/[categoryId]']);

export const createVideo = adminAction(videoSchema, VIDEO_MESSAGES.saveFailed, async (values) => {
  // The schema refused any URL without a video id.
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
  return ok(VIDEO_MESSAGES.added, { id: video.id });
});

export const toggleVideoPin = adminAction(pinSchema, VIDEO_MESSAGES.updateFailed, async ({ id, pinned }) => {
  if (!(await setVideoPinned(id, pinned))) return fail(VIDEO_MESSAGES.updateFailed);
  refreshPublicVideos();
  return ok(pinned ? VIDEO_MESSAGES.pinned : VIDEO_MESSAGES.unpinned);
});

export const removeVideo = adminAction(idSchema, VIDEO_MESSAGES.deleteFailed, async (id) => {
  if (!(await deleteVideo(id))) return fail(VIDEO_MESSAGES.deleteFailed);
  refreshPublicVideos();
  return ok(VIDEO_MESSAGES.deleted);
});
