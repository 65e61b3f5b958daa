'use server';

import { adminAction, type ActionResult } from '@/lib/auth/action';
import { renderMarkdown } from '@/lib/content/markdown';
import { buildTermIndex } from '@/lib/content/term-linker';
import { deleteArticle, imageExists, listLinkableTerms, saveArticleRow, setArticlePinned } from '@/lib/db/admin-articles';
import { TAGS } from '@/lib/db/tags';
import { revalidateContent } from '@/lib/revalidate';
import { ARTICLE_MESSAGES, articleSchema, seoDefaults, type ArticleValues } from '@/lib/validations/admin-article';
import { parseArticleImport, type ImportedArticle } from '@/lib/validations/admin-article-import';
import { SAMPLE_ARTICLE } from '@/lib/validations/admin-sample-article';
import { idSchema, pinSchema } from '@/lib/validations/admin-video';
import { z } from 'zod';

const refreshPublicArticles = (id?: number) =>
  revalidateContent([TAGS.articles], ['/articles', '/', ...(id ? [`/article/${id}`] : [])]);

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
export async function saveArticle(input: unknown): Promise<ActionResult<{ id: number }>> {
  return adminAction(ARTICLE_MESSAGES.saveFailed, async () => {
    const parsed = articleSchema.safeParse(input);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? ARTICLE_MESSAGES.saveFailed };
    const id = await write(parsed.data);
    if (id === undefined) return { ok: false, message: ARTICLE_MESSAGES.saveFailed };
    refreshPublicArticles(id);
    const message = parsed.data.status === 'published' ? ARTICLE_MESSAGES.published : ARTICLE_MESSAGES.saved;
    return { ok: true, message, data: { id } };
  });
}

export async function toggleArticlePin(input: unknown): Promise<ActionResult> {
  return adminAction(ARTICLE_MESSAGES.updateFailed, async () => {
    const parsed = pinSchema.safeParse(input);
    if (!parsed.success || !(await setArticlePinned(parsed.data.id, parsed.data.pinned))) {
      return { ok: false, message: ARTICLE_MESSAGES.updateFailed };
    }
    refreshPublicArticles(parsed.data.id);
    return { ok: true, message: parsed.data.pinned ? ARTICLE_MESSAGES.pinned : ARTICLE_MESSAGES.unpinned };
  });
}

export async function removeArticle(input: unknown): Promise<ActionResult> {
  return adminAction(ARTICLE_MESSAGES.deleteFailed, async () => {
    const parsed = idSchema.safeParse(input);
    if (!parsed.success || !(await deleteArticle(parsed.data))) return { ok: false, message: ARTICLE_MESSAGES.deleteFailed };
    refreshPublicArticles(parsed.data);
    return { ok: true, message: ARTICLE_MESSAGES.deleted };
  });
}

export async function createSampleArticle(): Promise<ActionResult<{ id: number }>> {
  return adminAction(ARTICLE_MESSAGES.sampleFailed, async () => {
    const id = await write(SAMPLE_ARTICLE);
    if (id === undefined) return { ok: false, message: ARTICLE_MESSAGES.sampleFailed };
    refreshPublicArticles(id);
    return { ok: true, message: ARTICLE_MESSAGES.sampleCreated, data: { id } };
  });
}

const PREVIEW_FAILED = 'Failed to render the preview';

/** The Preview tab: the public markdown pipeline, with glossary terms linked as on the article page. */
export async function previewArticle(content: unknown): Promise<ActionResult<{ html: string }>> {
  return adminAction(PREVIEW_FAILED, async () => {
    const parsed = z.string().max(200_000).safeParse(content);
    if (!parsed.success) return { ok: false, message: PREVIEW_FAILED };
    const terms = buildTermIndex(await listLinkableTerms());
    const { html } = await renderMarkdown(parsed.data, { terms });
    return { ok: true, message: '', data: { html } };
  });
}

const IMPORT_FAILED = 'Failed to read the file';

/** Front matter is parsed on the server: gray-matter is a Node library and must never evaluate code. */
export async function importArticleFile(text: unknown): Promise<ActionResult<{ article: ImportedArticle; asText: boolean }>> {
  return adminAction(IMPORT_FAILED, async () => {
    const parsed = z.string().max(1024 * 1024).safeParse(text);
    if (!parsed.success) return { ok: false, message: IMPORT_FAILED };
    const result = parseArticleImport(parsed.data);
    return { ok: true, message: result.message, data: { article: result.article, asText: result.asText } };
  });
}
