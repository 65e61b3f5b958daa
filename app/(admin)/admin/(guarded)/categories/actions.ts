'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import {
  assignCategories,
  categoryIdExists,
  countUncategorized,
  createCategory,
  deleteCategory,
  getCategoryEntry,
  listCategoryOverview,
  nextUncategorizedEntries,
  setEntryCategory,
  updateCategory,
} from '@/lib/db/admin-categories';
import { TAGS } from '@/lib/db/tags';
import { htmlToText } from '@/lib/content/sanitize-html';
import { glossaryPublicPaths } from '@/lib/glossary/public-paths';
import { suggestAmong } from '@/lib/glossary/suggest-category';
import { refreshContent } from '@/lib/revalidate';
import {
  AUTO_ASSIGN_BATCH,
  CATEGORY_MESSAGES,
  autoAssignSchema,
  categoryCreateSchema,
  categoryIdSchema,
  categoryUpdateSchema,
  entryCategorySchema,
  entryIdSchema,
  idTakenMessage,
  type AutoAssignStep,
} from '@/lib/admin/glossary';

const refresh = (change: Parameters<typeof glossaryPublicPaths>[0] = {}) =>
  refreshContent([TAGS.categories, TAGS.glossary], glossaryPublicPaths(change));

export const createCategoryAction = adminAction(categoryCreateSchema, CATEGORY_MESSAGES.createFailed, async (values) => {
  if (!(await createCategory(values))) return fail(idTakenMessage(values.id), 'id');
  refresh({ categoryIds: [values.id] });
  return ok(CATEGORY_MESSAGES.created, { id: values.id });
});

export const updateCategoryAction = adminAction(categoryUpdateSchema, CATEGORY_MESSAGES.updateFailed, async (values) => {
  if (!(await updateCategory(values.id, { name: values.name, description: values.description }))) {
    return fail(CATEGORY_MESSAGES.updateFailed);
  }
  refresh({ categoryIds: [values.id] });
  return ok(CATEGORY_MESSAGES.updated);
});

/** Clears the category on its entries and deletes it, in one transaction. */
export const deleteCategoryAction = adminAction(categoryIdSchema, CATEGORY_MESSAGES.deleteFailed, async (id) => {
  const deleted = await deleteCategory(id);
  if (!deleted) return fail(CATEGORY_MESSAGES.deleteFailed);
  refresh({ categoryIds: [id] });
  return ok(CATEGORY_MESSAGES.deleted, { cleared: deleted.cleared });
});

/** 'Assign to category...' (an id) and 'Remove' (null) on one entry. */
export const setEntryCategoryAction = adminAction(entryCategorySchema, CATEGORY_MESSAGES.entryUpdateFailed, async ({ entryId, categoryId }) => {
  if (categoryId !== null && !(await categoryIdExists(categoryId))) return fail(CATEGORY_MESSAGES.missing);
  const changed = await setEntryCategory(entryId, categoryId);
  if (!changed) return fail(CATEGORY_MESSAGES.entryUpdateFailed);
  refresh({ entryIds: [entryId], categoryIds: [categoryId, changed.previousCategoryId] });
  return ok(categoryId === null ? CATEGORY_MESSAGES.removed : CATEGORY_MESSAGES.assigned);
});

/** 'Auto' on one uncategorized entry: files it under the suggested category. */
export const autoAssignEntryAction = adminAction(entryIdSchema, CATEGORY_MESSAGES.entryUpdateFailed, async (entryId) => {
  const [entry, overview] = await Promise.all([getCategoryEntry(entryId), listCategoryOverview()]);
  if (!entry) return fail(CATEGORY_MESSAGES.entryUpdateFailed);
  const categoryId = suggestAmong(overview.categories, entry.term, htmlToText(entry.explanation));
  if (!categoryId) return fail(CATEGORY_MESSAGES.missing);
  const changed = await setEntryCategory(entryId, categoryId);
  if (!changed) return fail(CATEGORY_MESSAGES.entryUpdateFailed);
  refresh({ entryIds: [entryId], categoryIds: [categoryId, changed.previousCategoryId] });
  return ok(CATEGORY_MESSAGES.assigned, { categoryId });
});

/**
 * One step of 'Auto-Assign All': the next batch of 10 uncategorized entries after `afterId` gets its
 * suggested categories in one statement. The screen calls it until nothing remains, showing the progress
 * between calls; every step is saved as it completes, so stopping half way keeps what was assigned.
 */
export const autoAssignBatchAction = adminAction(autoAssignSchema, CATEGORY_MESSAGES.bulkFailed, async ({ afterId }) => {
  const { categories } = await listCategoryOverview();
  if (categories.length === 0) return fail(CATEGORY_MESSAGES.bulkFailed);
  const batch = await nextUncategorizedEntries(afterId, AUTO_ASSIGN_BATCH);
  const assignments = batch.map((entry) => ({
    id: entry.id,
    categoryId: suggestAmong(categories, entry.term, htmlToText(entry.explanation))!,
  }));
  const assigned = await assignCategories(assignments);
  const lastId = batch.at(-1)?.id ?? afterId;
  const remaining = batch.length === 0 ? 0 : await countUncategorized(lastId);
  if (assigned > 0) {
    refresh({ entryIds: assignments.map((assignment) => assignment.id), categoryIds: [...new Set(assignments.map((a) => a.categoryId))] });
  }
  return ok<AutoAssignStep>('', { processed: batch.length, assigned, lastId, remaining });
});
