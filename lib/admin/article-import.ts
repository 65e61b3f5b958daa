import matter from 'gray-matter';
import { z } from 'zod';
import { ARTICLE_MESSAGES } from '@/lib/admin/article';

export interface ImportedArticle {
  content: string;
  title?: string;
  excerpt?: string;
  author?: string;
  tags?: string[];
  seoTitle?: string;
  seoDescription?: string;
}

const text = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().min(1)).optional().catch(undefined);

const frontMatterSchema = z.object({
  title: text,
  excerpt: text,
  author: text,
  tags: z
    .array(z.union([z.string(), z.number()]).transform((tag) => String(tag).trim()))
    .transform((tags) => tags.filter((tag, index) => tag && tags.indexOf(tag) === index))
    .optional()
    .catch(undefined),
  seoTitle: text,
  seoDescription: text,
});

/**
 * The site's import: front matter fields title, excerpt, author, tags (array), seoTitle and
 * seoDescription; the body becomes the content, trimmed. Front matter that cannot be parsed loads the
 * whole file as plain text. YAML only: gray-matter's JavaScript front matter would evaluate code.
 */
export function parseArticleImport(source: string): { article: ImportedArticle; message: string; asText: boolean } {
  try {
    const parsed = matter(source, {
      engines: {
        javascript: () => {
          throw new Error('JavaScript front matter is not accepted');
        },
      },
    });
    const fields = frontMatterSchema.parse(parsed.data ?? {});
    const article: ImportedArticle = { content: parsed.content.trim() };
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) (article as unknown as Record<string, unknown>)[key] = value;
    }
    return { article, message: ARTICLE_MESSAGES.fileLoaded, asText: false };
  } catch {
    return { article: { content: source.trim() }, message: ARTICLE_MESSAGES.fileLoadedAsText, asText: true };
  }
}
