import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import { excerptOf } from '@/lib/content/markdown';
import { readingTimeMinutes } from '@/lib/content/reading-time';
import type { Article, ArticleSummary } from '@/lib/db/types';

interface ArticleRow {
  id: number;
  title: string;
  content: string;
  excerpt: string | null;
  author: string | null;
  published_at: Date;
  updated_at: Date;
  seo_title: string | null;
  seo_description: string | null;
  tags: string[];
  metadata: { pinned?: unknown; reading_time?: unknown };
  image_url: string | null;
  image_alt: string | null;
}

function toArticle(row: ArticleRow): Article {
  const storedMinutes = Number(row.metadata.reading_time);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt?.trim() || excerptOf(row.content),
    author: row.author?.trim() || null,
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    seoTitle: row.seo_title?.trim() || null,
    seoDescription: row.seo_description?.trim() || null,
    tags: row.tags,
    pinned: row.metadata.pinned === true,
    readingTime: Number.isFinite(storedMinutes) && storedMinutes > 0 ? storedMinutes : Math.max(1, readingTimeMinutes(row.content)),
    featuredImage: row.image_url ? { url: row.image_url, alt: row.image_alt } : null,
  };
}

function toSummary({ content: _content, ...summary }: Article): ArticleSummary {
  return summary;
}

const pinnedFirst = (alias: string) => `coalesce((${alias}.metadata -> 'pinned') = 'true'::jsonb, false) desc`;

/**
 * Published articles without their bodies, pinned first, then newest. Bodies are up to 200,000 characters
 * each, so all of them together would soon be over the data cache's 2 MB limit for one entry; the list's
 * search asks the database instead (lib/db/list-search.ts).
 */
async function loadPublishedArticles(): Promise<ArticleSummary[]> {
  const sql = db();
  const rows = await sql<ArticleRow[]>`
    select a.id, a.title, a.content, a.excerpt, a.author, a.published_at, a.updated_at, a.seo_title,
      a.seo_description, a.tags, a.metadata, i.url as image_url, i.alt_text as image_alt
    from articles a
    left join images i on i.id = a.featured_image_id
    where a.status = 'published'
    order by ${sql.unsafe(pinnedFirst('a'))}, a.published_at desc, a.id desc`;
  return rows.map((row) => toSummary(toArticle(row)));
}

async function loadPublishedArticle(id: number): Promise<Article | undefined> {
  const [row] = await db()<ArticleRow[]>`
    select a.id, a.title, a.content, a.excerpt, a.author, a.published_at, a.updated_at, a.seo_title,
      a.seo_description, a.tags, a.metadata, i.url as image_url, i.alt_text as image_alt
    from articles a
    left join images i on i.id = a.featured_image_id
    where a.id = ${id} and a.status = 'published'`;
  return row ? toArticle(row) : undefined;
}

/** The article page lists two related articles (the site's two items, chosen here by shared tags). */
const RELATED_ARTICLES = 2;

/**
 * Other published articles that share the most tags with this one, newest first among equals; with no
 * shared tags this is simply the newest articles.
 */
async function loadRelatedArticles(id: number): Promise<ArticleSummary[]> {
  const sql = db();
  const rows = await sql<ArticleRow[]>`
    select a.id, a.title, a.content, a.excerpt, a.author, a.published_at, a.updated_at, a.seo_title,
      a.seo_description, a.tags, a.metadata, i.url as image_url, i.alt_text as image_alt
    from articles a
    left join images i on i.id = a.featured_image_id
    cross join lateral (
      select count(*) as shared
      from unnest(a.tags) as tag
      where lower(tag) in (select lower(t) from articles self, unnest(self.tags) as t where self.id = ${id})
    ) overlap
    where a.status = 'published' and a.id <> ${id}
    order by overlap.shared desc, a.published_at desc, a.id desc
    limit ${RELATED_ARTICLES}`;
  return rows.map((row) => toSummary(toArticle(row)));
}

export const listPublishedArticles = cachedReader(loadPublishedArticles, ['articles-published'], [TAGS.articles]);
export const getPublishedArticle = cachedReader(loadPublishedArticle, ['article-by-id'], [TAGS.articles]);
export const listRelatedArticles = cachedReader(loadRelatedArticles, ['articles-related'], [TAGS.articles]);
