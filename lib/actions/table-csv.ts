import 'server-only';
import { z } from 'zod';
import { adminAction, fail, ok } from '@/lib/actions';
import { writeCsv } from '@/lib/csv';
import { importRows, previewRows } from '@/lib/db/admin-table';
import { CSV_MESSAGES, csvColumns, csvTextSchema, type CsvParse, type TableShape } from '@/lib/admin/table';

interface TableCsv<V> {
  shape: TableShape<V>;
  /** The table's CSV reader (its columns and form rules). */
  parse: (csv: string) => CsvParse;
  /** Every row in the import's columns, in the list's order. */
  list: () => Promise<Record<string, unknown>[]>;
  /** Refreshes what shows the rows an import wrote. */
  written: (ids: number[]) => void;
}

/**
 * The three CSV actions of a back-office table: the dry run (nothing written), the import (one transaction;
 * nothing written when every row is unchanged or rejected) and the export. A table's actions.ts exports them.
 */
export function tableCsvActions<V>({ shape, parse, list, written }: TableCsv<V>) {
  return {
    preview: adminAction(csvTextSchema, CSV_MESSAGES.previewFailed, async (text) => {
      const parsed = parse(text);
      if (!parsed.ok) return fail(parsed.message);
      return ok('', await previewRows(shape, parsed.rows, parsed.rejected, parsed.ignoredColumns));
    }),
    import: adminAction(csvTextSchema, CSV_MESSAGES.importFailed, async (text) => {
      const parsed = parse(text);
      if (!parsed.ok) return fail(parsed.message);
      const { ids, ...result } = await importRows(shape, parsed.rows, parsed.rejected);
      if (result.added + result.updated === 0) return fail(CSV_MESSAGES.nothingToImport);
      written(ids);
      return ok(CSV_MESSAGES.imported(result.added, result.updated), result);
    }),
    export: adminAction(z.undefined(), CSV_MESSAGES.exportFailed, async () => {
      const csv = writeCsv(csvColumns(shape), await list());
      return ok('', { csv, filename: `${shape.table}-${new Date().toISOString().slice(0, 10)}.csv` });
    }),
  };
}
