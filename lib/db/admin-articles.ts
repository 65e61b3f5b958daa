import 'server-only';
import { db } from '@/lib/db/client';
import { countWords, readingTimeMinutes } from '@/lib/content/reading-time';
import type { AdminArticle } from '@/lib/db/types';

interface ArticleRow {
  id: string;
  title: string;
  content: string;
  excerpt: string | null;
  author: string | null;
  status: 'draft' | 'published';
  tags: string[];
  seo_title: string | null;
  seo_description: string | null;
  published_at: Date | null;
  created_at: Date;
  metadata: Record<string, unknown>;
  image_id: string | null;
  image_url: string | null;
  image_alt: string | null;
}

function toArticle(row: ArticleRow): AdminArticle {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    author: row.author,
    status: row.status,
    tags: row.tags,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    pinned: row.metadata.pinned === true,
    wordCount: Number(row.metadata.word_count ?? countWords(row.content)),
    readingTime: Number(row.metadata.reading_time ?? readingTimeMinutes(row.content)),
    featuredImage: row.image_id && row.image_url ? { id: Number(row.image_id), url: row.image_url, altText: row.image_alt } : null,
  };
}

/** Every article with its featured image record, newest first (drafts included). */
export async function listAdminArticles(): Promise<AdminArticle[]> {
  const rows = await db()<ArticleRow[]>`
    select a.id, a.title, a.content, a.excerpt, a.author, a.status, a.tags, a.seo_title, a.seo_description,
           a.published_at, a.created_at, a.metadata, i.id as image_id, i.url as image_url, i.alt_text as image_alt
    from articles a left join images i on i.id = a.featured_image_id
    order by a.created_at desc, a.id desc`;
  return rows.map(toArticle);
}

interface ArticleWrite {
  title: string;
  content: string;
  excerpt: string | null;
  author: string | null;
  status: 'draft' | 'published';
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  featuredImageId: number | null;
  pinned: boolean;
}

/**
 * Inserts (no id) or updates an article. The site's rule: publishing sets published_at to now, saving as
 * draft clears it. Word count and reading time are computed from the content here, never trusted from input.
 * Returns the id, or undefined when the article to update no longer exists.
 */
export async function saveArticleRow(article: ArticleWrite, id?: number): Promise<number | undefined> {
  const sql = db();
  const publishedAt = article.status === 'published' ? sql`now()` : sql`null`;
  const computed = { word_count: countWords(article.content), reading_time: readingTimeMinutes(article.content), pinned: article.pinned };
  const values = {
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    author: article.author,
    status: article.status,
    tags: article.tags,
    seo_title: article.seoTitle,
    seo_description: article.seoDescription,
    featured_image_id: article.featuredImageId,
  };
  if (id === undefined) {
    const [row] = await sql<{ id: string }[]>`
      insert into articles (title, content, excerpt, author, status, tags, seo_title, seo_description,
                            featured_image_id, published_at, metadata)
      values (${values.title}, ${values.content}, ${values.excerpt}, ${values.author}, ${values.status}, ${values.tags},
              ${values.seo_title}, ${values.seo_description}, ${values.featured_image_id}, ${publishedAt}, ${sql.json(computed)})
      returning id`;
    return row ? Number(row.id) : undefined;
  }
  const [row] = await sql<{ id: string }[]>`
    update articles set ${sql(values)}, published_at = ${publishedAt}, metadata = metadata || ${sql.json(computed)}, updated_at = now()
    where id = ${id} returning id`;
  return row ? Number(row.id) : undefined;
}

export async function setArticlePinned(id: number, pinned: boolean): Promise<boolean> {
  const rows = await db()`
    update articles set metadata = jsonb_set(metadata, '{pinned}', to_jsonb(${pinned}::boolean)) where id = ${id} returning id`;
  return rows.length > 0;
}

export async function deleteArticle(id: number): Promise<boolean> {
  const rows = await db()`delete from articles where id = ${id} returning id`;
  return rows.length > 0;
}

/** The site's image record for an uploaded featured image. */
export async function insertFeaturedImage(url: string, articleTitle: string): Promise<{ id: number; url: string }> {
  const title = articleTitle.trim() || 'article';
  const [row] = await db()<{ id: string }[]>`
    insert into images (title, url, alt_text, tags)
    values (${`Featured image for ${title}`}, ${url}, ${articleTitle.trim() || null}, ${['featured']})
    returning id`;
  return { id: Number(row!.id), url };
}

export async function imageExists(id: number): Promise<boolean> {
  const rows = await db()`select 1 from images where id = ${id}`;
  return rows.length > 0;
}
