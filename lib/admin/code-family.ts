import { z } from 'zod';
import { FAMILY_LIMITS, type CodeFamilyText } from '@/lib/fault-codes/families';
import { actionSchema, parseTableCsv, text, type Parsed, type TableShape } from '@/lib/admin/table';

/* The code-family form's rules (docs/product/fault-codes.md § Back office), checked in the browser and by the actions. */

export const CODE_FAMILY_MESSAGES = {
  required: 'Please fill in all required fields',
  slug: 'The family is named by its slug, like hv-interlock',
  nameLength: `The name can be at most ${FAMILY_LIMITS.name} characters`,
  paragraphLength: `A paragraph can be at most ${FAMILY_LIMITS.paragraph} characters`,
  itemLength: `A line can be at most ${FAMILY_LIMITS.item} characters`,
  itemCount: `A list can have at most ${FAMILY_LIMITS.items} lines`,
  sources: 'Cite at least one source: data source ids separated by semicolons',
  unknownSource: 'One of the sources is not a listed data source. Choose again.',
  updated: 'Code family updated successfully',
  updateFailed: 'Failed to update code family',
  loadFailed: 'Failed to load code families',
  notFound: 'This code family no longer exists. The list has been reloaded.',
} as const;

const codeFamilyFormSchema = z.object({
  id: z.number().int().positive().optional(),
  slug: text(80),
  name: text(FAMILY_LIMITS.name + 50),
  watches: text(FAMILY_LIMITS.paragraph + 50),
  causes: text(FAMILY_LIMITS.items * (FAMILY_LIMITS.item + 2)),
  checks: text(FAMILY_LIMITS.items * (FAMILY_LIMITS.item + 2)),
  cautions: text(FAMILY_LIMITS.items * (FAMILY_LIMITS.item + 2)),
  serviceInformation: text(FAMILY_LIMITS.paragraph + 50),
  /** Data source ids separated by semicolons, as the CSV column holds them. */
  sourceIds: text(1000),
});

export type CodeFamilyFormInput = z.input<typeof codeFamilyFormSchema>;

export type CodeFamilyValues = CodeFamilyText & { id?: number };

/** A list as the form (one item a line) or a CSV cell (items separated by semicolons) holds it. */
export const listItems = (value: string) =>
  value
    .split(/\r?\n|;/)
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

type ListField = 'causes' | 'checks' | 'cautions';
type ParagraphField = 'watches' | 'serviceInformation';

/** The family form's rules: the slug identifies the row; every part of the guidance and one source are required. */
export function parseCodeFamilyForm(input: CodeFamilyFormInput): Parsed<CodeFamilyValues> {
  const raw = codeFamilyFormSchema.parse(input);
  const slug = raw.slug.trim().toLowerCase();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return { ok: false, message: CODE_FAMILY_MESSAGES.slug, field: 'slug' };
  const name = raw.name.replace(/\s+/g, ' ').trim();
  if (!name) return { ok: false, message: CODE_FAMILY_MESSAGES.required, field: 'name' };
  if (name.length > FAMILY_LIMITS.name) return { ok: false, message: CODE_FAMILY_MESSAGES.nameLength, field: 'name' };
  const paragraphs = {} as Record<ParagraphField, string>;
  const lists = {} as Record<ListField, string[]>;
  for (const field of ['watches', 'causes', 'checks', 'cautions', 'serviceInformation'] as const) {
    if (field === 'watches' || field === 'serviceInformation') {
      const value = raw[field].trim();
      if (!value) return { ok: false, message: CODE_FAMILY_MESSAGES.required, field };
      if (value.length > FAMILY_LIMITS.paragraph) return { ok: false, message: CODE_FAMILY_MESSAGES.paragraphLength, field };
      paragraphs[field] = value;
      continue;
    }
    const items = listItems(raw[field]);
    if (items.length === 0) return { ok: false, message: CODE_FAMILY_MESSAGES.required, field };
    if (items.length > FAMILY_LIMITS.items) return { ok: false, message: CODE_FAMILY_MESSAGES.itemCount, field };
    if (items.some((item) => item.length > FAMILY_LIMITS.item)) return { ok: false, message: CODE_FAMILY_MESSAGES.itemLength, field };
    lists[field] = items;
  }
  const sourceIds = [...new Set(listItems(raw.sourceIds))];
  if (sourceIds.length === 0 || !sourceIds.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))) {
    return { ok: false, message: CODE_FAMILY_MESSAGES.sources, field: 'sourceIds' };
  }
  return {
    ok: true,
    values: { ...(raw.id ? { id: raw.id } : {}), slug, name, ...paragraphs, ...lists, sourceIds },
  };
}

export const codeFamilySchema = actionSchema(codeFamilyFormSchema, (input) => parseCodeFamilyForm(input)).refine(
  (values) => values.id !== undefined,
  CODE_FAMILY_MESSAGES.updateFailed,
);

/**
 * The code families as the back office exports and imports them. Families come only from the seed, which maps
 * every code to one by rules in code: a row for a slug the table does not have is refused, never added.
 */
export const CODE_FAMILY_TABLE: TableShape<CodeFamilyValues> = {
  table: 'code_families',
  naturalKey: 'code_family_natural_key',
  updatesOnly: true,
  columns: [
    { name: 'slug', sql: 'text', field: 'slug', key: true },
    { name: 'name', sql: 'text', field: 'name' },
    { name: 'watches', sql: 'text', field: 'watches' },
    { name: 'causes', sql: 'text[]', field: 'causes', cell: 'list' },
    { name: 'checks', sql: 'text[]', field: 'checks', cell: 'list' },
    { name: 'cautions', sql: 'text[]', field: 'cautions', cell: 'list' },
    { name: 'service_information', sql: 'text', field: 'serviceInformation' },
    { name: 'source_ids', sql: 'text[]', field: 'sourceIds', cell: 'list' },
  ],
};

/** Code-family rows from a CSV file, each checked by the form's rules. */
export const parseCodeFamilyCsv = (csv: string) =>
  parseTableCsv(csv, CODE_FAMILY_TABLE, (input) => parseCodeFamilyForm(input as CodeFamilyFormInput));
