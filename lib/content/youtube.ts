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
