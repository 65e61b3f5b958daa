import { z } from 'zod';
import { idSchema, tagsSchema } from '@/lib/admin/video';

export const ARTICLE_MESSAGES = {
  required: 'Title and content are required',
  published: 'Article published successfully',
  saved: 'Article saved successfully',
  deleted: 'Article deleted successfully',
  pinned: 'Article pinned',
  unpinned: 'Article unpinned',
  sampleCreated: 'Sample article created successfully',
  fileLoaded: 'File content loaded successfully',
  fileLoadedAsText: 'File content loaded as plain text',
  loadFailed: 'Failed to load articles',
  saveFailed: 'Failed to save article',
  deleteFailed: 'Failed to delete article',
  updateFailed: 'Failed to update article',
  sampleFailed: 'Failed to create sample article',
} as const;

export const SEO_DESCRIPTION_COUNTER = 160;

export const articleSchema = z.object({
  id: idSchema.optional(),
  title: z.string().trim().min(1, ARTICLE_MESSAGES.required).max(300),
  content: z.string().trim().min(1, ARTICLE_MESSAGES.required).max(200_000),
  excerpt: z.string().trim().max(2000).default(''),
  author: z.string().trim().max(200).default(''),
  tags: tagsSchema,
  seoTitle: z.string().trim().max(300).default(''),
  // The counter shows 160 as a guide; the product description does not enforce it, so only an absurd length is refused.
  seoDescription: z.string().trim().max(2000).default(''),
  featuredImageId: idSchema.nullable().default(null),
  pinned: z.boolean().default(false),
  status: z.enum(['draft', 'published']),
});

export type ArticleInput = z.input<typeof articleSchema>;
export type ArticleValues = z.output<typeof articleSchema>;

/** The site's defaults: an empty SEO title is the title, an empty SEO description is the excerpt. */
export function seoDefaults(values: Pick<ArticleValues, 'title' | 'excerpt' | 'seoTitle' | 'seoDescription'>) {
  return {
    seoTitle: values.seoTitle || values.title,
    seoDescription: values.seoDescription || values.excerpt,
  };
}

/** Featured images: the site's png, jpg, jpeg or gif, one file. */
export const FEATURED_IMAGE_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
} as const;
export const FEATURED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_TYPES = { 'text/markdown': ['.md'], 'text/plain': ['.txt', '.md'] } as const;
export const IMPORT_MAX_BYTES = 1024 * 1024;
