'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { renderMarkdown } from '@/lib/content/markdown';
import { buildTermIndex } from '@/lib/content/term-linker';
import { deleteArticle, imageExists, saveArticleRow, setArticlePinned } from '@/lib/db/admin-articles';
import { getLinkableTerms } from '@/lib/db/glossary-terms';
import { TAGS } from '@/lib/db/tags';
import { refreshContent } from '@/lib/revalidate';
import { ARTICLE_MESSAGES, articleSchema, seoDefaults, type ArticleValues } from '@/lib/admin/article';
import { parseArticleImport } from '@/lib/admin/article-import';
import { SAMPLE_ARTICLE } from '@/lib/admin/sample-article';
import { idSchema, pinSchema } from '@/lib/admin/video';
import { z } from 'zod';

/**
 * Every public page that shows articles: the list, the home page, every article page (an article appears
 * in others' related articles), the RSS feed and the sitemap.
 */
const refreshPublicArticles = () =>
  refreshContent([TAGS.articles], ['/articles', '/', '/article/[id]', '/rss.xml', '/sitemap.xml']);

async function write(values: ArticleValues): Promise<number | undefined> {
  const seo = seoDefaults(values);
  const featuredImageId = values.featuredImageId && (await imageExists(values.featuredImageId)) ? values.featuredImageId : null;
  return saveArticleRow(
    {
      title: values.title,
      content: values.content,
      excerpt: values.excerpt || null,
      author: values.author || null,
      status: values.status,
      tags: values.tags,
      seoTitle: seo.seoTitle || null,
      seoDescription: seo.seoDescription || null,
      featuredImageId,
      pinned: values.pinned,
    },
    values.id,
  );
}

/** 'Save as Draft' and 'Publish' on a new or existing article. */
export const saveArticle = adminAction(articleSchema, ARTICLE_MESSAGES.saveFailed, async (values) => {
  const id = await write(values);
  if (id === undefined) return fail(ARTICLE_MESSAGES.saveFailed);
  refreshPublicArticles();
  return ok(values.status === 'published' ? ARTICLE_MESSAGES.published : ARTICLE_MESSAGES.saved, { id });
});

export const toggleArticlePin = adminAction(pinSchema, ARTICLE_MESSAGES.updateFailed, async ({ id, pinned }) => {
  if (!(await setArticlePinned(id, pinned))) return fail(ARTICLE_MESSAGES.updateFailed);
  refreshPublicArticles();
  return ok(pinned ? ARTICLE_MESSAGES.pinned : ARTICLE_MESSAGES.unpinned);
});

export const removeArticle = adminAction(idSchema, ARTICLE_MESSAGES.deleteFailed, async (id) => {
  if (!(await deleteArticle(id))) return fail(ARTICLE_MESSAGES.deleteFailed);
  refreshPublicArticles();
  return ok(ARTICLE_MESSAGES.deleted);
});

export const createSampleArticle = adminAction(z.undefined(), ARTICLE_MESSAGES.sampleFailed, async () => {
  const id = await write(SAMPLE_ARTICLE);
  if (id === undefined) return fail(ARTICLE_MESSAGES.sampleFailed);
  refreshPublicArticles();
  return ok(ARTICLE_MESSAGES.sampleCreated, { id });
});

const PREVIEW_FAILED = 'Failed to render the preview';

/** The Preview tab: the public markdown pipeline, with glossary terms linked as on the article page. */
export const previewArticle = adminAction(z.string().max(200_000, PREVIEW_FAILED), PREVIEW_FAILED, async (content) => {
  const terms = buildTermIndex(await getLinkableTerms());
  const { html } = await renderMarkdown(content, { terms });
  return ok('', { html });
});

const IMPORT_FAILED = 'Failed to read the file';

/** Front matter is parsed on the server: gray-matter is a Node library and must never evaluate code. */
export const importArticleFile = adminAction(z.string().max(1024 * 1024, IMPORT_FAILED), IMPORT_FAILED, async (text) => {
  const result = parseArticleImport(text);
  return ok(result.message, { article: result.article, asText: result.asText });
});
