'use server';

import { z } from 'zod';
import { adminAction, fail, ok } from '@/lib/actions';
import { categoryIdExists } from '@/lib/db/admin-categories';
import {
  deleteGlossaryEntry,
  importGlossaryEntries,
  insertGlossaryEntry,
  listGlossaryTermNames,
  removeDuplicateGlossaryTerms,
  updateGlossaryEntry,
  type GlossaryTermName,
} from '@/lib/db/admin-glossary';
import { TAGS } from '@/lib/db/tags';
import { classifyError, ERROR_MESSAGES } from '@/lib/errors';
import { glossaryPublicPaths } from '@/lib/glossary/public-paths';
import { refreshContent } from '@/lib/revalidate';
import {
  CATEGORY_MESSAGES,
  duplicatesFailedMessage,
  duplicatesRemovedMessage,
  entryIdSchema,
  explanationHtml,
  GLOSSARY_MESSAGES,
  glossaryEntrySchema,
  glossaryImportSchema,
  importedMessage,
  termKey,
  type ImportReport,
} from '@/lib/admin/glossary';

const refresh = (change: Parameters<typeof glossaryPublicPaths>[0] = {}) =>
  refreshContent([TAGS.glossary, TAGS.categories], glossaryPublicPaths(change));

async function missingCategory(categoryId: string | null): Promise<boolean> {
  return categoryId !== null && !(await categoryIdExists(categoryId));
}

/** 'Add Term': one entry from the form. A term that already exists is added too; the duplicate banner then says so. */
export const addGlossaryEntry = adminAction(glossaryEntrySchema, GLOSSARY_MESSAGES.addFailed, async (values) => {
  if (await missingCategory(values.categoryId)) return fail(CATEGORY_MESSAGES.missing, 'categoryId');
  const id = await insertGlossaryEntry({ term: values.term, explanation: explanationHtml(values.explanation), categoryId: values.categoryId });
  refresh({ entryIds: [id], categoryIds: [values.categoryId] });
  return ok(GLOSSARY_MESSAGES.added, { id });
});

export const updateGlossaryEntryAction = adminAction(
  glossaryEntrySchema.extend({ id: entryIdSchema }),
  GLOSSARY_MESSAGES.updateFailed,
  async (values) => {
    if (await missingCategory(values.categoryId)) return fail(CATEGORY_MESSAGES.missing, 'categoryId');
    const saved = await updateGlossaryEntry(values.id, {
      term: values.term,
      explanation: explanationHtml(values.explanation),
      categoryId: values.categoryId,
    });
    if (!saved) return fail(GLOSSARY_MESSAGES.updateFailed);
    refresh({ entryIds: [values.id], categoryIds: [values.categoryId, saved.previousCategoryId] });
    return ok(GLOSSARY_MESSAGES.updated, { id: values.id });
  },
);

export const deleteGlossaryEntryAction = adminAction(entryIdSchema, GLOSSARY_MESSAGES.deleteFailed, async (id) => {
  const deleted = await deleteGlossaryEntry(id);
  if (!deleted) return fail(GLOSSARY_MESSAGES.deleteFailed);
  refresh({ entryIds: [id], categoryIds: [deleted.categoryId] });
  return ok(GLOSSARY_MESSAGES.deleted);
});

/**
 * The CSV import: rows parsed in the browser, checked again here, added in one transaction. Terms that
 * already exist are skipped and reported, never silently duplicated.
 */
export const importGlossaryCsv = adminAction(glossaryImportSchema, GLOSSARY_MESSAGES.csvProcess, async ({ rows }) => {
  const seen = new Set<string>();
  const repeated: string[] = [];
  const unique = rows.filter((row) => {
    const key = termKey(row.term);
    if (seen.has(key)) {
      repeated.push(row.term);
      return false;
    }
    seen.add(key);
    return true;
  });
  const outcome = await importGlossaryEntries(unique.map((row) => ({ term: row.term, explanation: explanationHtml(row.explanation) })));
  if (outcome.added > 0) refresh();
  return ok<ImportReport>(importedMessage(outcome.added), { added: outcome.added, existing: outcome.existing, repeated });
});

/** 'Remove Duplicates': the database function keeps the oldest entry of each term and carries over the rest. */
export const removeDuplicateEntries = adminAction(z.undefined(), GLOSSARY_MESSAGES.duplicatesFailed, async () => {
  let removed: number;
  try {
    removed = await removeDuplicateGlossaryTerms();
  } catch (error) {
    console.error(GLOSSARY_MESSAGES.duplicatesFailed, error);
    // Only reasons written for people are shown; a database's own message stays in the log.
    const kind = classifyError(error);
    return fail(kind === 'other' ? GLOSSARY_MESSAGES.duplicatesFailed : duplicatesFailedMessage(ERROR_MESSAGES[kind]));
  }
  if (removed > 0) refresh();
  return ok(duplicatesRemovedMessage(removed), { removed });
});

/** Every term with its id, for the editor's preview to link other terms exactly as the public modal does. */
export const loadPreviewTerms = adminAction(z.undefined(), GLOSSARY_MESSAGES.termsLoadFailed, async () =>
  ok<GlossaryTermName[]>('', await listGlossaryTermNames()),
);
