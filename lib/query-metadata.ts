import type { Metadata } from 'next';

/**
 * A page's metadata for one query it was opened with (a state, a make, a tire size): its own title and
 * description, in the page and in link previews, with the query's own preview card where it has one.
 */
export function queryMetadata(
  base: Metadata,
  { title, description, image }: { title: string; description: string; image?: string },
): Metadata {
  return {
    ...base,
    title,
    description,
    openGraph: {
      ...base.openGraph,
      title,
      description,
      ...(image ? { images: [{ url: image, width: 1200, height: 630, alt: title }] } : {}),
    },
    twitter: { ...base.twitter, title, description, ...(image ? { images: [image] } : {}) },
  };
}
