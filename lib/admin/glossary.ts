import { z } from 'zod';

/** The glossary screen's messages (docs/product/messages.md §9), word for word. */
export const GLOSSARY_MESSAGES = {
  loadFailed: 'Failed to load glossary entries',
  termsLoadFailed: 'Failed to load glossary terms',
  required: 'Please fill in both term and explanation',
  addFailed: 'Failed to add term',
  added: 'Term added successfully',
  updateFailed: 'Failed to update entry',
  updated: 'Entry updated successfully',
  csvType: 'Please upload a CSV file',
  csvEmpty: 'No valid entries found in CSV',
  csvRead: 'Failed to read CSV file',
  csvProcess: 'Failed to process CSV file',
  deleteFailed: 'Failed to delete entry',
  deleted: 'Entry deleted successfully',
  duplicatesFailed: 'Failed to remove duplicate entries',
} as const;

export const importedMessage = (count: number) => `Successfully added ${count} entries`;
export const duplicatesRemovedMessage = (count: number) => `Successfully removed ${count} duplicate entries`;
export const duplicatesFailedMessage = (reasons: string) => `Failed to remove duplicates: ${reasons}`;

/** The category screen's messages (docs/product/messages.md §9), word for word. */
export const CATEGORY_MESSAGES = {
  loadFailed: 'Failed to load categories and entries',
  updateFailed: 'Failed to update category',
  updated: 'Category updated successfully',
  createFailed: 'Failed to create category',
  created: 'Category created successfully',
  deleteFailed: 'Failed to delete category',
  deleted: 'Category deleted successfully',
  entryUpdateFailed: 'Failed to update entry',
  assigned: 'Entry assigned to category',
  removed: 'Entry removed from category',
  bulkFailed: 'Failed to complete bulk assignment',
  required: 'Category ID and name are required',
  idRule: 'Use lowercase letters, numbers and single hyphens only (for example battery-care)',
  missing: 'That category no longer exists',
} as const;

export const idTakenMessage = (id: string) => `A category with the ID '${id}' already exists`;
export const assignProgressMessage = (done: number, total: number) => `Assigned ${done} of ${total} entries`;
export const assignCompletedMessage = (count: number) => `Completed! Assigned ${count} entries to categories`;

/** Limits of what the forms and the CSV import accept. */
export const GLOSSARY_LIMITS = {
  term: 200,
  explanation: 20_000,
  /** Rows one CSV import may add; a file that size is a few megabytes, within the request limit. */
  importRows: 20_000,
  /** Bytes; the server action's request limit (next.config.mjs) is 8 MB, and JSON adds some overhead. */
  csvBytes: 5 * 1024 * 1024,
  categoryId: 60,
  categoryName: 100,
  categoryDescription: 1000,
} as const;

/** Entries per page in the glossary list; categories show the same number per page. */
export const GLOSSARY_PAGE_SIZE = 50;

/** The site's batch size for auto-assign upserts: one request assigns one batch (§9). */
export const AUTO_ASSIGN_BATCH = 10;

/** Categories with this many entries or fewer are flagged as having few entries (§9). */
export const FEW_ENTRIES = 3;

/** The case-insensitive key terms are compared by; the database compares lower(btrim(term)). */
export const termKey = (term: string) => term.trim().toLowerCase();

// Category ids: what the categories table's check constraint accepts.
const CATEGORY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The site's id rule, as the field applies it while typing: lower case, every run of whitespace one
 * hyphen. Surrounding whitespace is kept here (a space typed between two words must survive until the
 * next word) and trimmed on submit.
 */
export const normalizeCategoryId = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

/** The id a submitted value becomes: trimmed, then normalized. */
const categoryIdFrom = (value: string) => normalizeCategoryId(value.trim());

const isValidCategoryId = (id: string) => id.length <= GLOSSARY_LIMITS.categoryId && CATEGORY_ID.test(id);

const HAS_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What an explanation is stored as. HTML is kept as written (it is sanitized on output, everywhere).
 * Plain text, as a CSV cell or a typed note usually is, becomes paragraphs at its blank lines, so its
 * line breaks still read as paragraphs on the public page.
 */
export function explanationHtml(input: string): string {
  const text = input.trim();
  if (!text || HAS_TAG.test(text)) return text;
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

const categoryRef = z
  .string()
  .trim()
  .max(GLOSSARY_LIMITS.categoryId)
  .nullable()
  .default(null)
  .transform((value) => value || null)
  .refine((value) => value === null || isValidCategoryId(value), CATEGORY_MESSAGES.idRule);

export const entryIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The single-entry form (add or edit): both fields required after trimming, the site's message. */
export const glossaryEntrySchema = z.object({
  id: entryIdSchema.optional(),
  term: z
    .string()
    .trim()
    .min(1, GLOSSARY_MESSAGES.required)
    .max(GLOSSARY_LIMITS.term, `Term must be at most ${GLOSSARY_LIMITS.term} characters`),
  explanation: z
    .string()
    .trim()
    .min(1, GLOSSARY_MESSAGES.required)
    .max(GLOSSARY_LIMITS.explanation, `Explanation must be at most ${GLOSSARY_LIMITS.explanation.toLocaleString('en-US')} characters`),
  categoryId: categoryRef,
});

export type GlossaryEntryInput = z.input<typeof glossaryEntrySchema>;

/** Rows of a parsed CSV file, checked again on the server. */
export const glossaryImportSchema = z.object({
  rows: z
    .array(
      z.object({
        term: z.string().trim().min(1, GLOSSARY_MESSAGES.csvEmpty).max(GLOSSARY_LIMITS.term, `A term is longer than ${GLOSSARY_LIMITS.term} characters`),
        explanation: z
          .string()
          .trim()
          .min(1, GLOSSARY_MESSAGES.csvEmpty)
          .max(GLOSSARY_LIMITS.explanation, `An explanation is longer than ${GLOSSARY_LIMITS.explanation.toLocaleString('en-US')} characters`),
      }),
    )
    .min(1, GLOSSARY_MESSAGES.csvEmpty)
    .max(GLOSSARY_LIMITS.importRows, `A CSV file may add at most ${GLOSSARY_LIMITS.importRows.toLocaleString('en-US')} entries at once`),
});

export type GlossaryImportInput = z.input<typeof glossaryImportSchema>;

/** What an import did, for the screen's report. */
export interface ImportReport {
  added: number;
  /** Terms the glossary already had (compared case-insensitively), skipped. */
  existing: string[];
  /** Terms repeated within the rows sent, skipped after their first row. */
  repeated: string[];
}

const categoryName = z
  .string()
  .trim()
  .min(1, CATEGORY_MESSAGES.required)
  .max(GLOSSARY_LIMITS.categoryName, `Category name must be at most ${GLOSSARY_LIMITS.categoryName} characters`);
const categoryDescription = z
  .string()
  .trim()
  .max(GLOSSARY_LIMITS.categoryDescription, `Description must be at most ${GLOSSARY_LIMITS.categoryDescription} characters`)
  .default('')
  .transform((value) => value || null);

export const categoryCreateSchema = z.object({
  id: z
    .string()
    .transform(categoryIdFrom)
    .pipe(z.string().min(1, CATEGORY_MESSAGES.required).refine(isValidCategoryId, CATEGORY_MESSAGES.idRule)),
  name: categoryName,
  description: categoryDescription,
});

export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;

export const categoryUpdateSchema = z.object({
  id: z.string().refine(isValidCategoryId, CATEGORY_MESSAGES.missing),
  name: categoryName,
  description: categoryDescription,
});

export type CategoryUpdateInput = z.input<typeof categoryUpdateSchema>;

export const categoryIdSchema = z.string().refine(isValidCategoryId, CATEGORY_MESSAGES.missing);

/** Assign (a category id) or remove (null) one entry's category. */
export const entryCategorySchema = z.object({ entryId: entryIdSchema, categoryId: categoryRef });

/** One auto-assign request: the batch after the last entry the loop has seen. */
export const autoAssignSchema = z.object({ afterId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) });

/** What one auto-assign request did. */
export interface AutoAssignStep {
  /** Uncategorized entries looked at in this batch. */
  processed: number;
  /** Of those, how many were filed under their suggested category. */
  assigned: number;
  /** The last entry id looked at: the next request starts after it. */
  lastId: number;
  /** Uncategorized entries after lastId still to look at. */
  remaining: number;
}
