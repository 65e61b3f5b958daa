import { z } from 'zod';
import { normalizeCode } from '@/lib/fault-codes/code';
import { actionSchema, parseTableCsv, text, type Parsed, type TableShape } from '@/lib/admin/table';

/* The fault-code form's rules (docs/product/fault-codes.md § Back office), checked in the browser and by the actions. */

const FAULT_TITLE_MAX = 200;
export const FAULT_NOTES_MAX = 4000;
/** Articles a code may list under 'Read next'. */
export const FAULT_RELATED_MAX = 10;

export const FAULT_CODE_MESSAGES = {
  required: 'Please fill in all required fields',
  code: 'Enter the code as a letter and four characters, like P0AA6',
  titleLength: `The title can be at most ${FAULT_TITLE_MAX} characters`,
  notesLength: `Notes can be at most ${FAULT_NOTES_MAX} characters each`,
  related: 'Related articles are article ids, separated by semicolons',
  relatedCount: `A code can list at most ${FAULT_RELATED_MAX} related articles`,
  unknownArticle: 'One of the related articles no longer exists. Choose again.',
  updated: 'Fault code updated successfully',
  updateFailed: 'Failed to update fault code',
  loadFailed: 'Failed to load fault codes',
  notFound: 'This fault code no longer exists. The list has been reloaded.',
} as const;

const faultCodeFormSchema = z.object({
  id: z.number().int().positive().optional(),
  code: text(10),
  title: text(FAULT_TITLE_MAX + 50),
  likelyCauses: text(FAULT_NOTES_MAX + 50),
  firstChecks: text(FAULT_NOTES_MAX + 50),
  /** Article ids separated by semicolons, as the CSV column holds them. */
  relatedArticleIds: text(400),
});

export type FaultCodeFormInput = z.input<typeof faultCodeFormSchema>;

export interface FaultCodeValues {
  id?: number;
  code: string;
  title: string;
  likelyCauses: string | null;
  firstChecks: string | null;
  relatedArticleIds: number[];
}

/** Semicolon-separated article ids, each once, in the order given; undefined when one is not an id. */
export function parseArticleIds(value: string): number[] | undefined {
  const parts = value.split(';').map((part) => part.trim()).filter(Boolean);
  if (!parts.every((part) => /^\d{1,15}$/.test(part) && Number(part) > 0)) return undefined;
  return [...new Set(parts.map(Number))];
}

/** The code form's rules: the code identifies the row; the title is required; notes are optional plain text. */
export function parseFaultCodeForm(input: FaultCodeFormInput): Parsed<FaultCodeValues> {
  const raw = faultCodeFormSchema.parse(input);
  const code = normalizeCode(raw.code);
  if (!code) return { ok: false, message: FAULT_CODE_MESSAGES.code, field: 'code' };
  const title = raw.title.replace(/\s+/g, ' ').trim();
  if (!title) return { ok: false, message: FAULT_CODE_MESSAGES.required, field: 'title' };
  if (title.length > FAULT_TITLE_MAX) return { ok: false, message: FAULT_CODE_MESSAGES.titleLength, field: 'title' };
  const likelyCauses = raw.likelyCauses.trim() || null;
  const firstChecks = raw.firstChecks.trim() || null;
  if ((likelyCauses?.length ?? 0) > FAULT_NOTES_MAX) return { ok: false, message: FAULT_CODE_MESSAGES.notesLength, field: 'likelyCauses' };
  if ((firstChecks?.length ?? 0) > FAULT_NOTES_MAX) return { ok: false, message: FAULT_CODE_MESSAGES.notesLength, field: 'firstChecks' };
  const relatedArticleIds = parseArticleIds(raw.relatedArticleIds);
  if (!relatedArticleIds) return { ok: false, message: FAULT_CODE_MESSAGES.related, field: 'relatedArticleIds' };
  if (relatedArticleIds.length > FAULT_RELATED_MAX) return { ok: false, message: FAULT_CODE_MESSAGES.relatedCount, field: 'relatedArticleIds' };
  return {
    ok: true,
    values: { ...(raw.id ? { id: raw.id } : {}), code, title, likelyCauses, firstChecks, relatedArticleIds },
  };
}

export const faultCodeSchema = actionSchema(faultCodeFormSchema, (input) => parseFaultCodeForm(input)).refine(
  (values) => values.id !== undefined,
  FAULT_CODE_MESSAGES.updateFailed,
);

/**
 * The fault codes as the back office exports and imports them. Codes come only from the seed: a file's row for a
 * code the table does not have is refused, never added. The published title, system and high-voltage flag are the
 * seed's and are not in the file.
 */
export const FAULT_CODE_TABLE: TableShape<FaultCodeValues> = {
  table: 'fault_codes',
  naturalKey: 'fault_code_natural_key',
  updatesOnly: true,
  columns: [
    { name: 'code', sql: 'text', field: 'code', key: true },
    { name: 'title', sql: 'text', field: 'title' },
    { name: 'likely_causes', sql: 'text', field: 'likelyCauses', blank: 'null' },
    { name: 'first_checks', sql: 'text', field: 'firstChecks', blank: 'null' },
    { name: 'related_article_ids', sql: 'bigint[]', field: 'relatedArticleIds', blank: 'default', cell: 'list' },
  ],
};

/** Fault-code rows from a CSV file, each checked by the form's rules. */
export const parseFaultCodeCsv = (csv: string) =>
  parseTableCsv(csv, FAULT_CODE_TABLE, (input) => parseFaultCodeForm(input as FaultCodeFormInput));
