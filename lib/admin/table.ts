import { z } from 'zod';
import { csvCell, readCsv, CSV_READ_MESSAGES } from '@/lib/csv';
import { SPEED_SCALE } from '@/lib/tires/reference';

/*
 * What every back-office table of figures shares (docs/product/rules.md §3): the numeric rule, the source of a
 * row's figures, and the shape of a table's columns, from which its CSV import, its export and its database
 * writes are all made. Each table declares its own columns and rules beside this file (tire.ts,
 * vehicle.ts).
 */

/** The site's numeric rule: whole numbers; anything that does not start with one becomes 0. */
export function toInt(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  const parsed = Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export const LOAD_INDEX_RANGE = { min: 60, max: 130 } as const;
export const SPEED_RATINGS = SPEED_SCALE;

export const idSchema = z.number().int().positive();

export const text = (max: number) => z.string().max(max).default('');
export const numberish = z.union([z.string().max(20), z.number()]).default('');

/* ---------------------------------------------------------------- sources */

export const SOURCE_MESSAGES = {
  newSourceRequired: 'Give the new source a name and the address of the page',
  newSourceUrl: 'The source address must start with http:// or https://',
  unknownSource: 'Choose a source from the list',
} as const;

/** Where the figures of a row come from: nothing recorded, a listed source, or a page added with the row. */
export type SourceChoice =
  | { kind: 'none' }
  | { kind: 'existing'; id: string }
  | { kind: 'new'; name: string; url: string; description: string };

export const NEW_SOURCE = '__new';

const HTTP_URL = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

/** The fields every table's form has besides its own: the row's id when editing, and the source of its figures. */
export const rowFields = {
  id: z.number().int().positive().optional(),
  sourceId: text(100),
  newSourceName: text(200),
  newSourceUrl: text(500),
  newSourceDescription: text(1000),
};

export type Issue = { message: string; field: string };
export type Parsed<T> = { ok: true; values: T } | ({ ok: false } & Issue);

function parseSource(raw: {
  sourceId: string;
  newSourceName: string;
  newSourceUrl: string;
  newSourceDescription: string;
}): Parsed<SourceChoice> {
  const id = raw.sourceId.trim();
  if (!id) return { ok: true, values: { kind: 'none' } };
  if (id !== NEW_SOURCE) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) return { ok: false, message: SOURCE_MESSAGES.unknownSource, field: 'sourceId' };
    return { ok: true, values: { kind: 'existing', id } };
  }
  const name = raw.newSourceName.trim();
  const url = raw.newSourceUrl.trim();
  if (!name || !url) return { ok: false, message: SOURCE_MESSAGES.newSourceRequired, field: name ? 'newSourceUrl' : 'newSourceName' };
  if (!HTTP_URL.test(url)) return { ok: false, message: SOURCE_MESSAGES.newSourceUrl, field: 'newSourceUrl' };
  return { ok: true, values: { kind: 'new', name, url, description: raw.newSourceDescription.trim() } };
}

const REQUIRED = 'Please fill in all required fields';

/** The messages of a table's screen, in the site's words for that table ('Tire added successfully'…). */
export function rowMessages(singular: string, plural: string) {
  const lower = singular.toLowerCase();
  return {
    required: REQUIRED,
    added: `${singular} added successfully`,
    updated: `${singular} updated successfully`,
    deleted: `${singular} deleted successfully`,
    loadFailed: `Failed to load ${plural}`,
    addFailed: `Failed to add ${lower}`,
    updateFailed: `Failed to update ${lower}`,
    deleteFailed: `Failed to delete ${lower}`,
    notFound: `This ${lower} no longer exists. The list has been reloaded.`,
  };
}

/** The first required value left blank (or a number read as 0), in the order given: the product description reports that one. */
export function missingField(required: Record<string, string | number>): Issue | undefined {
  const field = Object.keys(required).find((name) => !required[name]);
  return field === undefined ? undefined : { message: REQUIRED, field };
}

/** A form's checked values with its id and the source of its figures, or the source's problem. */
export function withSource<V>(
  raw: { id?: number; sourceId: string; newSourceName: string; newSourceUrl: string; newSourceDescription: string },
  values: V,
): Parsed<V & { id?: number; source: SourceChoice }> {
  const source = parseSource(raw);
  if (!source.ok) return source;
  return { ok: true, values: { ...(raw.id ? { id: raw.id } : {}), ...values, source: source.values } };
}

/** The schema an action parses with: the form's own rules, each problem reported with the site's message. */
export function actionSchema<S extends z.ZodType, V>(form: S, parse: (input: z.input<S>) => Parsed<V>) {
  return form.transform((input, ctx): V => {
    const parsed = parse(input as z.input<S>);
    if (parsed.ok) return parsed.values;
    ctx.addIssue({ code: 'custom', message: parsed.message, path: [parsed.field] });
    return z.NEVER;
  });
}

/* ---------------------------------------------------------------- columns */

/** The SQL type a column's values take through an import (and its read-back for comparison). */
type SqlType = 'text' | 'integer' | 'numeric' | 'boolean' | 'text[]' | 'bigint[]';

/**
 * One column of a back-office table, named as in the database and in its CSV files.
 *
 * `blank` says what a blank or missing cell means, and so whether the file must have the column:
 * - absent: the value is required (the file must name the column; the row's rules refuse a blank);
 * - 'null': not published or not rated, stored as null (a nullable column: declare it with this alone);
 * - 'default': the form's default (a checkbox left off, an empty list, the usual wheel sizes);
 * - 'keep': a row that exists keeps what it has; a new row gets null.
 */
export interface TableColumn<V> {
  name: string;
  sql: SqlType;
  /** The form value the column holds; a source column has none (its cell is a data source id). */
  field?: keyof V & string;
  blank?: 'null' | 'default' | 'keep';
  /** Part of the natural key, in the order of the table's key function's arguments. */
  key?: true;
  /** A file without this column leaves the column as each row has it (a column added after files were written). */
  absentKeeps?: true;
  /** How a cell is read and written: text as it stands, a yes/no word, or a list separated by semicolons. */
  cell?: 'boolean' | 'list';
  /** The id of a row of data_sources, checked against that table on import. */
  source?: true;
}

/** A back-office table: its database name, its natural-key function and its columns (in CSV order). */
export interface TableShape<V = Record<string, unknown>> {
  table: 'tires' | 'vehicles' | 'fault_codes' | 'code_families';
  /** A SQL function of the key columns that two rows share when they are the same, ignoring case. */
  naturalKey: 'tire_natural_key' | 'vehicle_natural_key' | 'fault_code_natural_key' | 'code_family_natural_key';
  /** Rows come from the reference files only: an import updates them and refuses a row it does not have. */
  updatesOnly?: true;
  columns: readonly TableColumn<V>[];
}

export const csvColumns = <V>(shape: TableShape<V>) => shape.columns.map((column) => column.name);
const requiredColumns = <V>(shape: TableShape<V>) => shape.columns.filter((column) => !column.blank).map((column) => column.name);
export const keyColumns = <V>(shape: TableShape<V>) => shape.columns.filter((column) => column.key);

/* ---------------------------------------------------------------- CSV import */

export const CSV_MESSAGES = {
  ...CSV_READ_MESSAGES,
  tooLarge: 'The file is larger than 2 MB; split it into smaller files',
  duplicateRow: (line: number) => `Same tire or vehicle as line ${line}`,
  duplicateCode: (line: number) => `Same code as line ${line}`,
  unknownRow: 'Not in the table: rows come from the reference data and cannot be added here',
  unknownSource: (id: string) => `Unknown data source "${id}"`,
  previewFailed: 'Failed to read the CSV file',
  importFailed: 'Failed to import the CSV file; nothing was changed',
  exportFailed: 'Failed to export the CSV file',
  imported: (added: number, updated: number) => `Imported: ${added} added, ${updated} updated`,
  nothingToImport: 'Nothing to import: every row is either unchanged or rejected',
} as const;

export const CSV_MAX_CHARS = 2 * 1024 * 1024;

export const csvTextSchema = z.string().min(1, CSV_MESSAGES.empty).max(CSV_MAX_CHARS, CSV_MESSAGES.tooLarge);

const TRUE_WORDS = new Set(['true', 'yes', '1', 'y', 'ev']);

/** A row of a file that passed the table's rules, as the database import takes it. */
export interface CsvRow {
  /** The line of the file (the header is line 1). */
  line: number;
  label: string;
  /** Values by column name; undefined keeps what an existing row has. */
  record: Record<string, unknown>;
}

export interface CsvRejection {
  line: number;
  label: string;
  reason: string;
}

export type CsvParse =
  | { ok: true; rows: CsvRow[]; rejected: CsvRejection[]; ignoredColumns: string[] }
  | { ok: false; message: string };

/** What a dry run found; the import then writes exactly the add and update rows. */
export interface ImportPreview {
  add: { line: number; label: string }[];
  update: { line: number; label: string; changes: string[] }[];
  unchanged: number;
  rejected: CsvRejection[];
  ignoredColumns: string[];
}

export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/** The label of a row in a preview: its key values, e.g. '2025 Csvmotors Alpha Sport'. */
const rowLabel = <V>(shape: TableShape<V>, value: (column: TableColumn<V>) => unknown) =>
  keyColumns(shape)
    .map((column) => String(value(column) ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** The database values of a form's values, by column name; undefined where the form left a value out. */
export function recordOf<V>(shape: TableShape<V>, values: V): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const column of shape.columns) if (column.field) record[column.name] = values[column.field];
  return record;
}

/**
 * Rows of a CSV file, each checked by the table's form rules (`parse`). A row the rules refuse, or a second
 * row for the same key, is rejected with its reason; the rest go to the database import.
 */
export function parseTableCsv<V>(text: string, shape: TableShape<V>, parse: (input: Record<string, unknown>) => Parsed<V>): CsvParse {
  const read = readCsv(text, { required: requiredColumns(shape), known: csvColumns(shape) });
  if (!read.ok) return read;
  const rows: CsvRow[] = [];
  const rejected: CsvRejection[] = [];
  const seen = new Map<string, number>();
  read.rows.forEach((cells, index) => {
    const line = index + 2;
    const label = rowLabel(shape, (column) => csvCell(cells, column.name)) || '(blank)';
    const input: Record<string, unknown> = {};
    for (const column of shape.columns) {
      if (!column.field) continue;
      const cell = csvCell(cells, column.name);
      input[column.field] = column.cell === 'boolean' ? TRUE_WORDS.has(cell.toLowerCase()) : cell;
    }
    const parsed = parse(input);
    if (!parsed.ok) {
      rejected.push({ line, label, reason: `${parsed.message} (${parsed.field})` });
      return;
    }
    const record = recordOf(shape, parsed.values);
    for (const column of shape.columns) {
      if (column.source) record[column.name] = csvCell(cells, column.name) || null;
      const absent = column.absentKeeps && !read.headers.includes(column.name);
      if (absent || (column.blank === 'keep' && record[column.name] === null)) record[column.name] = undefined;
    }
    const key = keyColumns(shape)
      .map((column) => String(record[column.name]).trim().toLowerCase())
      .join('|');
    const first = seen.get(key);
    if (first !== undefined) {
      rejected.push({ line, label, reason: shape.updatesOnly ? CSV_MESSAGES.duplicateCode(first) : CSV_MESSAGES.duplicateRow(first) });
      return;
    }
    seen.set(key, line);
    rows.push({ line, label: rowLabel(shape, (column) => record[column.name]), record });
  });
  return { ok: true, rows, rejected, ignoredColumns: read.ignoredColumns };
}
