import { formatDate } from '@/components/content/format-date';

/** 'By {author} • {date}', with the site name when the article has no author. */
export function byline(author: string | null, publishedAt: string, siteName: string): string {
  return `By ${author ?? siteName} • ${formatDate(publishedAt)}`;
}
