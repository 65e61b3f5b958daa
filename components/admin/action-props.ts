import type { ActionResult } from '@/lib/actions/result';
import type { ArticleInput } from '@/lib/admin/article';
import type { ImportedArticle } from '@/lib/admin/article-import';
import type { VideoInput } from '@/lib/admin/video';

/*
 * The server actions each back-office screen hands its client components. The route's page imports them
 * from its actions.ts and passes them down as props: components never import from app/.
 */

type Pin = { id: number; pinned: boolean };

export interface ArticleActions {
  save: (input: ArticleInput) => Promise<ActionResult<{ id: number }>>;
  togglePin: (input: Pin) => Promise<ActionResult>;
  remove: (id: number) => Promise<ActionResult>;
  createSample: () => Promise<ActionResult<{ id: number }>>;
  preview: (content: string) => Promise<ActionResult<{ html: string }>>;
  importFile: (text: string) => Promise<ActionResult<{ article: ImportedArticle; asText: boolean }>>;
}

export interface VideoActions {
  create: (input: VideoInput) => Promise<ActionResult<{ id: number }>>;
  togglePin: (input: Pin) => Promise<ActionResult>;
  remove: (id: number) => Promise<ActionResult>;
}
