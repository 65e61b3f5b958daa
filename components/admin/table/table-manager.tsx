'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { ListCount, ListEmpty, ListSearch } from '@/components/admin/list-summary';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDialog } from '@/components/admin/table/confirm-dialog';
import { CsvTransfer, type ExportCsvAction, type ImportCsvAction, type PreviewCsvAction } from '@/components/admin/table/csv-transfer';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';

/** One column of a back-office table. */
export interface ListColumn<Row> {
  header: string;
  /** Classes of the column's cells. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** The actions every back-office table has; a table's page passes its own. */
export interface TableActions {
  /** Absent for a table whose rows come from reference data only (fault codes): no Add and no Delete. */
  remove?: (id: number) => Promise<ActionResult>;
  previewCsv: PreviewCsvAction;
  importCsv: ImportCsvAction;
  exportCsv: ExportCsvAction;
}

interface TableManagerProps<Row extends { id: number }> {
  rows: Row[];
  /** As the buttons and headings say it: 'Tire' and 'tires'. */
  singular: string;
  plural: string;
  /** The filter select beside the search, by one of the row's values ('Filter by brand', 'All Brands'). */
  filter: { label: string; allLabel: string; value: (row: Row) => string };
  /** What the search box looks in. */
  searchText: (row: Row) => string;
  columns: ListColumn<Row>[];
  /** Class of the table, e.g. its minimum width before it scrolls sideways on a phone. */
  tableClassName: string;
  /** How a row is named to the operator and screen readers, and where its public page is. */
  rowName: (row: Row) => string;
  publicHref: (row: Row) => string;
  publicName?: (row: Row) => string;
  /** The question of the 'Delete {singular}' dialog (tables with `actions.remove`). */
  deleteQuestion?: (row: Row) => ReactNode;
  deleteFailed?: string;
  csvColumns: readonly string[];
  /** What blank cells and matching rows do in this table's CSV files. */
  csvNotes: string;
  actions: TableActions;
  /** Shown at the start of the toolbar (e.g. the last sync) and before its standard buttons (e.g. a sync button). */
  lead?: ReactNode;
  tools?: ReactNode;
  /** The add or edit form, in the 'Add {singular}' / 'Edit {singular}' dialog. */
  form: (props: { row?: Row; onCancel: () => void; onDone: () => void }) => ReactNode;
}

/** Rows drawn at once; a search narrows a larger list. */
const SHOWN_ROWS = 200;

/**
 * A back-office table's screen: search and filter, the count, the table with view, edit and delete on each row,
 * CSV import and export, and the add, edit and delete dialogs. Each table configures it with its columns,
 * form and words.
 */
export function TableManager<Row extends { id: number }>(props: TableManagerProps<Row>) {
  const { rows, singular, plural, filter, actions } = props;
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const filterValue = filter.value;
  const searchText = props.searchText;
  const options = useMemo(() => [...new Set(rows.map(filterValue))].sort((a, b) => a.localeCompare(b)), [rows, filterValue]);
  const matches = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return rows.filter((row) => {
      if (chosen && filterValue(row) !== chosen) return false;
      const haystack = searchText(row).toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
  }, [rows, query, chosen, filterValue, searchText]);
  const shown = matches.slice(0, SHOWN_ROWS);

  const open = (row: Row | 'new') => {
    setFormKey((key) => key + 1);
    setEditing(row);
  };

  const adds = actions.remove !== undefined;
  const remove = async () => {
    if (!deleting || !actions.remove) return;
    setBusy(true);
    try {
      if (showResult(await actions.remove(deleting.id), router)) {
        setDeleting(null);
        router.refresh();
      }
    } catch {
      toast.error(props.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {props.lead ?? <span />}
        <div className="flex flex-wrap gap-2">
          {props.tools}
          <CsvTransfer noun={plural} columns={props.csvColumns} notes={props.csvNotes} preview={actions.previewCsv} importRows={actions.importCsv} exportRows={actions.exportCsv} />
          {adds && (
            <Button onClick={() => open('new')}>
              <Plus className="size-4" aria-hidden />
              Add {singular}
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <ListSearch
          plural={plural}
          query={query}
          onQuery={setQuery}
          filter={{ label: filter.label, allLabel: filter.allLabel, options, value: chosen, onChange: setChosen }}
        />
      </div>
      <ListCount plural={plural} total={rows.length} matching={matches.length} shown={shown.length} />
      {shown.length === 0 ? (
        <ListEmpty plural={plural} singular={singular} hasRows={rows.length > 0} onAdd={adds ? () => open('new') : undefined} />
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <table className={`w-full text-left text-sm ${props.tableClassName}`}>
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400">
              <tr>
                {props.columns.map((column) => (
                  <th key={column.header} scope="col" className="px-4 py-3">
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {shown.map((row) => (
                <tr key={row.id} data-testid={`${singular.toLowerCase()}-row`}>
                  {props.columns.map((column) => (
                    <td key={column.header} className={`px-4 py-2 ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className="px-4 py-2">
                    <RowActions
                      publicHref={props.publicHref(row)}
                      name={props.rowName(row)}
                      publicName={props.publicName?.(row)}
                      onEdit={() => open(row)}
                      onDelete={adds ? () => setDeleting(row) : undefined}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={`${editing === 'new' ? 'Add' : 'Edit'} ${singular}`} size="4xl">
        {editing !== null && (
          <div key={formKey}>
            {props.form({
              row: editing === 'new' ? undefined : editing,
              onCancel: () => setEditing(null),
              onDone: () => {
                setEditing(null);
                router.refresh();
              },
            })}
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${singular}`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting ? props.deleteQuestion?.(deleting) : null}
      </ConfirmDialog>
    </div>
  );
}
