import { z } from 'zod';
import { LIST_QUERY_MAX, LIST_SEARCH_MESSAGES, cleanListQuery } from '@/lib/validations/list-query';

export * from '@/lib/validations/list-query';

const CATEGORY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A list query as the route reads it: cleaned as the browser cleans it, then bounded. */
export const listQuerySchema = z
  .string()
  .transform(cleanListQuery)
  .pipe(z.string().max(LIST_QUERY_MAX, LIST_SEARCH_MESSAGES.tooLong));

/** A list search request: which list (and category), and the query. */
export const listSearchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), q: listQuerySchema, category: z.string().regex(CATEGORY_ID) }),
  z.object({ kind: z.enum(['glossary', 'articles', 'videos', 'guides']), q: listQuerySchema }),
]);

export type ListSearch = z.infer<typeof listSearchSchema>;
