import type { ActionResult } from '@/lib/actions/result';
import type { AutoAssignStep, CategoryCreateInput, CategoryUpdateInput } from '@/lib/admin/glossary';

export interface CategoryItem {
  id: string;
  name: string;
  description: string | null;
  entryCount: number;
}

/** An entry in the right column. */
export interface CategoryEntryItem {
  id: number;
  term: string;
  /** A short plain-text excerpt of the explanation. */
  excerpt: string;
  /** For an uncategorized entry: the category 'Auto' would pick, by id. */
  suggestedId?: string;
}

/** The screen's server actions, passed in by the page. */
export interface CategoryActions {
  create: (input: CategoryCreateInput) => Promise<ActionResult<{ id: string }>>;
  update: (input: CategoryUpdateInput) => Promise<ActionResult>;
  remove: (id: string) => Promise<ActionResult<{ cleared: number }>>;
  setEntryCategory: (input: { entryId: number; categoryId: string | null }) => Promise<ActionResult>;
  autoAssignEntry: (entryId: number) => Promise<ActionResult<{ categoryId: string }>>;
  autoAssignBatch: (input: { afterId: number }) => Promise<ActionResult<AutoAssignStep>>;
}
