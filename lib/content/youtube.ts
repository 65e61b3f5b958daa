/**
 * YouTube video ids from the URL forms the product description accepts: youtu.be/ID, /v/ID, /u/x/ID, /embed/ID,
 * watch?v=ID and &v=ID. An id is exactly 11 characters of [A-Za-z0-9_-].
 */
const PATTERN = /(?:youtu\.be\/|\/v\/|\/u\/\w\/|\/embed\/|watch\?v=|[&?]v=)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

export function youtubeId(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return PATTERN.exec(url.trim())?.[1];
}

export const youtubeThumbnail = (id: string, quality: 'maxresdefault' | 'hqdefault' = 'maxresdefault') =>
  `https://i.ytimg.com/vi/${id}/${quality}.jpg`;

export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/**
 * Where the site serves a YouTube video's thumbnail (app/video-thumbnails/[id]/route.ts): the copy kept in storage,
 * or YouTube's hqdefault fetched once and kept, or the stock picture when YouTube cannot be reached. Pages never
 * send a visitor, nor the image optimizer, to YouTube's host for it (docs/decisions/0491).
 */
export const videoThumbnailPath = (id: string) => `/video-thumbnails/${id}`;

const YOUTUBE_THUMBNAIL = /^https:\/\/(?:i\.ytimg\.com|img\.youtube\.com)\/vi\/([A-Za-z0-9_-]{11})\/[\w.-]+$/;

/** A picture's address as a page shows it: a YouTube thumbnail becomes the site's own copy; anything else stays. */
export const siteThumbnail = (src: string): string => {
  const id = YOUTUBE_THUMBNAIL.exec(src)?.[1];
  return id ? videoThumbnailPath(id) : src;
};
