/** The fields the spec's video search reads: title, description and tags. */
export interface SearchableVideo {
  title: string;
  description: string | null;
  tags: readonly string[];
}

/**
 * The spec's search: a case-insensitive substring of the title, the description or any tag. One function
 * for the server (a shared link's HTML) and the browser (filtering as the visitor types), so both agree.
 */
export function videoMatches(video: SearchableVideo, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    video.title.toLowerCase().includes(needle) ||
    (video.description ?? '').toLowerCase().includes(needle) ||
    video.tags.some((tag) => tag.toLowerCase().includes(needle))
  );
}
