import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import { excerptOf } from '@/lib/content/markdown';
import type { InstallGuide, InstallGuideSummary } from '@/lib/db/types';
export type { InstallGuideSummary } from '@/lib/db/types';

interface GuideRow {
  id: number;
  slug: string;
  title: string;
  meta_description: string | null;
  body: string;
  tags: string[];
  featured_image: { url?: unknown; alt_text?: unknown } | null;
  created_at: Date;
  updated_at: Date;
  published_at: Date;
}

function toGuide(row: GuideRow): InstallGuide {
  const image = row.featured_image;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.meta_description?.trim() || excerptOf(row.body),
    body: row.body,
    tags: row.tags,
    featuredImage:
      image && typeof image.url === 'string' && image.url.trim()
        ? { url: image.url.trim(), alt: typeof image.alt_text === 'string' ? image.alt_text : null }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    publishedAt: row.published_at.toISOString(),
  };
}

function toGuideSummary({ body: _body, ...summary }: InstallGuide): InstallGuideSummary {
  return summary;
}

/** Enough of a body for the excerpt a guide without a description shows (excerptOf's 160 characters). */
const EXCERPT_SOURCE_LENGTH = 2000;

/**
 * Published guides (a future publication date is not published yet), newest first, without their bodies:
 * the list shows cards and the list search asks the database, so the cached list stays small however
 * long the guides grow.
 */
async function loadInstallGuides(): Promise<InstallGuideSummary[]> {
  const rows = await db()<GuideRow[]>`
    select id, slug, title, meta_description, left(body, ${EXCERPT_SOURCE_LENGTH}) as body, tags, featured_image,
      created_at, updated_at, published_at
    from ev_install_articles
    where published_at is not null and published_at <= now()
    order by created_at desc, id desc`;
  return rows.map((row) => toGuideSummary(toGuide(row)));
}

async function loadInstallGuide(slug: string): Promise<InstallGuide | undefined> {
  const [row] = await db()<GuideRow[]>`
    select id, slug, title, meta_description, body, tags, featured_image, created_at, updated_at, published_at
    from ev_install_articles
    where slug = ${slug} and published_at is not null and published_at <= now()`;
  return row ? toGuide(row) : undefined;
}

export const listInstallGuides = cachedReader(loadInstallGuides, ['install-guides'], [TAGS.installGuides]);

const cachedGuide = cachedReader(loadInstallGuide, ['install-guide-by-slug'], [TAGS.installGuides]);

/** A slug that is not in the canonical form is not found without asking the database (or filling its cache). */
export const getInstallGuide = (slug: string): Promise<InstallGuide | undefined> =>
  /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? cachedGuide(slug) : Promise.resolve(undefined);

/** Every tag used by a guide, sorted, for the topic filter. */
export function guideTopics(guides: Pick<InstallGuide, 'tags'>[]): string[] {
  return [...new Set(guides.flatMap((guide) => guide.tags))].sort((a, b) => a.localeCompare(b));
}

/** Guides sharing the most tags with this one, newest first among equals (newest guides when none share). */
export function relatedGuides<T extends Pick<InstallGuide, 'slug' | 'tags'>>(guides: T[], current: Pick<InstallGuide, 'slug' | 'tags'>, limit = 3): T[] {
  const own = new Set(current.tags.map((tag) => tag.toLowerCase()));
  return guides
    .filter((guide) => guide.slug !== current.slug)
    .map((guide, order) => ({ guide, order, shared: guide.tags.filter((tag) => own.has(tag.toLowerCase())).length }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, limit)
    .map(({ guide }) => guide);
}
