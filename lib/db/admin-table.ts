import 'server-only';
import type { PendingQuery, Row, TransactionSql } from 'postgres';
import { resolveSource, UnknownSourceError } from '@/lib/db/admin-sources';
import { db } from '@/lib/db/client';
import type { Sql } from '@/lib/db/connection';
import {
  CSV_MESSAGES,
  keyColumns,
  recordOf,
  type CsvRejection,
  type CsvRow,
  type ImportPreview,
  type ImportResult,
  type SourceChoice,
  type TableColumn,
  type TableShape,
} from '@/lib/admin/table';

/*
 * The writes every back-office table of figures shares, driven by the table's declared columns
 * (lib/admin/tire.ts, admin-vehicle.ts): saving one row from its form, and importing a CSV file's
 * rows in one transaction.
 */

type Tx = Sql | TransactionSql;
/** What the SQL needs of a table's declaration: all but the form values its columns hold. */
type Shape = Omit<TableShape, 'columns'> & { columns: readonly Omit<TableColumn<never>, 'field'>[] };

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
const SQL_TYPES = new Set(['text', 'integer', 'numeric', 'boolean', 'text[]', 'bigint[]']);

/**
 * Names and types are spliced into SQL, so they are checked here; they come from the declarations in code, never
 * from a file or a form.
 */
function checked<C extends { name: string; sql: string }>(columns: readonly C[]): readonly C[] {
  for (const column of columns) {
    if (!IDENTIFIER.test(column.name) || !SQL_TYPES.has(column.sql)) throw new Error(`Not a declared column: ${column.name}`);
  }
  return columns;
}

/** `name type, …`: the record definition of jsonb_to_recordset. */
const recordDefinition = (tx: Tx, columns: readonly { name: string; sql: string }[]) =>
  tx.unsafe(checked(columns).map((column) => `${column.name} ${column.sql}`).join(', '));

const keyCall = (tx: Tx, shape: Shape, alias: string) =>
  tx.unsafe(`${shape.naturalKey}(${checked(keyColumns(shape)).map((column) => `${alias}.${column.name}`).join(', ')})`);

/** The natural key of each record, in order, as the database computes it. */
async function keysOf(tx: Tx, shape: Shape, records: Record<string, unknown>[]): Promise<string[]> {
  if (records.length === 0) return [];
  const keys = keyColumns(shape);
  const rows = await tx<{ key: string }[]>`
    select ${keyCall(tx, shape, 'f')} as key
    from jsonb_to_recordset(${tx.json(records.map((record, n) => ({ n, ...Object.fromEntries(keys.map((column) => [column.name, record[column.name]])) })) as never)})
      as f(n integer, ${recordDefinition(tx, keys)})
    order by f.n`;
  return rows.map((row) => row.key);
}

/** The advisory lock on one identity; approving a fitment submission takes the same one ('tire:…', 'vehicle:…'). */
const lockName = (shape: Shape) => shape.naturalKey.replace('_natural_key', ':');

export type SaveOutcome =
  | { status: 'saved'; id: number }
  | { status: 'duplicate' }
  | { status: 'missing' }
  | { status: 'unknown-source' };

const UNIQUE_VIOLATION = '23505';

/**
 * Adds a row from its form, or updates one when values.id is set. The same row (its natural key, compared
 * without regard to case) cannot be listed twice: the check runs under a lock on that identity, so two tabs
 * saving the same new row at once get one row and one 'duplicate', never a database error.
 */
export async function saveRow<V extends { id?: number; source: SourceChoice }>(
  shape: TableShape<V>,
  values: V,
  sourceFor: string,
): Promise<SaveOutcome> {
  const table: Shape = shape;
  try {
    return await db().begin(async (tx): Promise<SaveOutcome> => {
      const record = recordOf(shape, values);
      const [key] = await keysOf(tx, table, [record]);
      await tx`select pg_advisory_xact_lock(hashtext(${lockName(table)} || ${key!}))`;
      const [same] = await tx<{ id: number }[]>`
        select id from ${tx(table.table)} t where ${keyCall(tx, table, 't')} = ${key!} and id <> ${values.id ?? 0} limit 1`;
      if (same) return { status: 'duplicate' };
      const sourceId = await resolveSource(tx, values.source, sourceFor);
      const row = Object.fromEntries(
        table.columns.map((column) => [column.name, column.source ? sourceId : (record[column.name] ?? null)]),
      ) as Record<string, never>;
      if (values.id === undefined) {
        const [inserted] = await tx<{ id: number }[]>`insert into ${tx(table.table)} ${tx(row)} returning id`;
        return { status: 'saved', id: inserted!.id };
      }
      const [updated] = await tx<{ id: number }[]>`update ${tx(table.table)} set ${tx(row)} where id = ${values.id} returning id`;
      return updated ? { status: 'saved', id: updated.id } : { status: 'missing' };
    });
  } catch (error) {
    if (error instanceof UnknownSourceError) return { status: 'unknown-source' };
    if ((error as { code?: string } | null)?.code === UNIQUE_VIOLATION) return { status: 'duplicate' };
    throw error;
  }
}

/* ---------------------------------------------------------------- CSV import */

interface Plan {
  preview: ImportPreview;
  inserts: Record<string, unknown>[];
  updates: Record<string, unknown>[];
}

const equal = (before: unknown, after: unknown) =>
  Array.isArray(before) && Array.isArray(after)
    ? before.length === after.length && before.every((item, i) => item === after[i])
    : before === after;

/** Sorts a file's rows into add, update, unchanged and rejected against the table as it is now. */
async function plan(tx: Tx, shape: Shape, rows: CsvRow[], rejected: CsvRejection[], ignoredColumns: string[]): Promise<Plan> {
  const values = checked(shape.columns.filter((column) => !column.key));
  const existing = await tx<({ id: number; key: string } & Record<string, unknown>)[]>`
    select id, ${keyCall(tx, shape, 't')} as key, ${tx.unsafe(values.map((column) => `${column.name}::${column.sql} as ${column.name}`).join(', '))}
    from ${tx(shape.table)} t`;
  const byKey = new Map(existing.map((row) => [row.key, row]));
  const sourceColumn = shape.columns.find((column) => column.source);
  const sources = new Set(sourceColumn ? (await tx<{ id: string }[]>`select id from data_sources`).map((row) => row.id) : []);
  const keys = await keysOf(tx, shape, rows.map((row) => row.record));

  const preview: ImportPreview = { add: [], update: [], unchanged: 0, rejected: [...rejected], ignoredColumns };
  const inserts: Record<string, unknown>[] = [];
  const updates: Record<string, unknown>[] = [];
  rows.forEach((row, index) => {
    const sourceId = sourceColumn ? row.record[sourceColumn.name] : undefined;
    if (typeof sourceId === 'string' && !sources.has(sourceId)) {
      preview.rejected.push({ line: row.line, label: row.label, reason: CSV_MESSAGES.unknownSource(sourceId) });
      return;
    }
    const current = byKey.get(keys[index]!);
    if (!current && shape.updatesOnly) {
      preview.rejected.push({ line: row.line, label: row.label, reason: CSV_MESSAGES.unknownRow });
      return;
    }
    const next = Object.fromEntries(
      values.map((column) => {
        const value = row.record[column.name];
        // undefined keeps what the row has (a new row gets null).
        return [column.name, value === undefined ? (current?.[column.name] ?? null) : value];
      }),
    );
    if (!current) {
      preview.add.push({ line: row.line, label: row.label });
      inserts.push({ ...Object.fromEntries(keyColumns(shape).map((column) => [column.name, row.record[column.name]])), ...next });
      return;
    }
    const changes = values.map((column) => column.name).filter((name) => !equal(current[name], next[name]));
    if (changes.length === 0) {
      preview.unchanged += 1;
      return;
    }
    preview.update.push({ line: row.line, label: row.label, changes });
    updates.push({ id: current.id, ...next });
  });
  preview.rejected.sort((a, b) => a.line - b.line);
  return { preview, inserts, updates };
}

/** The dry run: what an import of these rows would do, writing nothing. */
export async function previewRows<V>(shape: TableShape<V>, rows: CsvRow[], rejected: CsvRejection[], ignoredColumns: string[]): Promise<ImportPreview> {
  return (await plan(db(), shape, rows, rejected, ignoredColumns)).preview;
}

/**
 * Writes the add and update rows of a file in one transaction: all of them or, on any failure, none. The table
 * is locked against other writers meanwhile so that the plan made inside the transaction stays true. A row
 * whose key matches an existing one (ignoring case) updates it; any other row is added.
 */
export async function importRows<V>(shape: TableShape<V>, rows: CsvRow[], rejected: CsvRejection[]): Promise<ImportResult & { ids: number[] }> {
  const table: Shape = shape;
  return db().begin(async (tx) => {
    await tx`lock table ${tx(table.table)} in share row exclusive mode`;
    const { preview, inserts, updates } = await plan(tx, table, rows, rejected, []);
    const ids: number[] = [];
    if (inserts.length > 0) {
      const added = await tx<{ id: number }[]>`insert into ${tx(table.table)} ${tx(inserts as Record<string, never>[])} returning id`;
      ids.push(...added.map((row) => row.id));
    }
    if (updates.length > 0) {
      const values = checked(table.columns.filter((column) => !column.key));
      const changed = await tx<{ id: number }[]>`
        update ${tx(table.table)} t set ${tx.unsafe(values.map((column) => `${column.name} = f.${column.name}`).join(', '))}
        from jsonb_to_recordset(${tx.json(updates as never)}) as f(id bigint, ${recordDefinition(tx, values)})
        where t.id = f.id
        returning t.id`;
      ids.push(...changed.map((row) => row.id));
    }
    return { added: inserts.length, updated: updates.length, unchanged: preview.unchanged, rejected: preview.rejected.length, ids };
  });
}

/* ---------------------------------------------------------------- CSV export */

const exportCell = (column: Shape['columns'][number], value: unknown) => {
  if (value === null || value === undefined) return '';
  if (column.cell === 'list' && Array.isArray(value)) return value.join(';');
  if (column.cell === 'boolean') return value ? 'true' : 'false';
  return value;
};

/** Every row in the import's columns (lists separated by semicolons, as in the reference files), in the given order. */
export async function exportRows<V>(shape: TableShape<V>, orderBy: PendingQuery<Row[]>): Promise<Record<string, unknown>[]> {
  const table: Shape = shape;
  const sql = db();
  const columns = checked(table.columns);
  const rows = await sql<Record<string, unknown>[]>`
    select ${sql.unsafe(columns.map((column) => `${column.name}::${column.sql} as ${column.name}`).join(', '))}
    from ${sql(table.table)} order by ${orderBy}`;
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column.name, exportCell(column, row[column.name])])));
}
