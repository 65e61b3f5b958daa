'use client';

import { Download, FileUp } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';
import { CSV_MAX_CHARS, CSV_MESSAGES, type ImportPreview, type ImportResult } from '@/lib/admin/table';

export type PreviewCsvAction = (text: string) => Promise<ActionResult<ImportPreview>>;
export type ImportCsvAction = (text: string) => Promise<ActionResult<ImportResult>>;
export type ExportCsvAction = () => Promise<ActionResult<{ csv: string; filename: string }>>;

interface CsvTransferProps {
  /** 'tires' or 'vehicles', as the buttons and headings say it. */
  noun: string;
  columns: readonly string[];
  /** What blank cells and matching rows do in this table's files, after the list of columns. */
  notes: string;
  preview: PreviewCsvAction;
  importRows: ImportCsvAction;
  exportRows: ExportCsvAction;
}

function Section({ title, count, children }: { title: string; count: number; children?: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <h3 className="font-medium">
        {title}: {count}
      </h3>
      {count > 0 && children}
    </section>
  );
}

/**
 * CSV import with a dry run: the file is read in the browser, the server sorts its rows into add, update,
 * unchanged and rejected (with reasons) without writing, and only then can the operator import it, in one
 * transaction. Export downloads every row in the same columns.
 */
export function CsvTransfer({ noun, columns, notes, preview, importRows, exportRows }: CsvTransferProps) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [plan, setPlan] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | 'export' | null>(null);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setText(null);
    setPlan(null);
  };

  const choose = async (file: File | undefined) => {
    setPlan(null);
    setText(null);
    if (!file) return;
    if (file.size > CSV_MAX_CHARS) return void toast.error(CSV_MESSAGES.tooLarge);
    setBusy('preview');
    try {
      const content = await file.text();
      const result = await preview(content);
      if (result.ok && result.data) {
        setText(content);
        setPlan(result.data);
      } else {
        showResult(result, router);
      }
    } catch {
      toast.error(CSV_MESSAGES.previewFailed);
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!text) return;
    setBusy('import');
    try {
      const result = await importRows(text);
      if (showResult(result, router)) {
        setOpen(false);
        setText(null);
        setPlan(null);
        router.refresh();
      }
    } catch {
      toast.error(CSV_MESSAGES.importFailed);
    } finally {
      setBusy(null);
    }
  };

  const runExport = async () => {
    setBusy('export');
    try {
      const result = await exportRows();
      if (!result.ok || !result.data) return void showResult(result, router);
      const url = URL.createObjectURL(new Blob([result.data.csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = result.data.filename;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error(CSV_MESSAGES.exportFailed);
    } finally {
      setBusy(null);
    }
  };

  const writes = plan ? plan.add.length + plan.update.length : 0;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileUp className="size-4" aria-hidden />
        Import CSV
      </Button>
      <Button variant="secondary" onClick={runExport} disabled={busy === 'export'}>
        <Download className="size-4" aria-hidden />
        {busy === 'export' ? 'Exporting...' : 'Export CSV'}
      </Button>
      <Modal open={open} onClose={close} title={`Import ${noun} from CSV`} size="4xl">
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Columns: <code className="break-words">{columns.join(', ')}</code>. The first line names the columns. {notes} Nothing
            is written until you press Import.
          </p>
          <div>
            <label htmlFor={`${id}-file`} className="block text-sm font-medium">
              CSV file
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              disabled={busy !== null}
              onChange={(event) => void choose(event.target.files?.[0])}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 dark:file:bg-slate-800"
            />
          </div>
          {busy === 'preview' && (
            <p role="status" className="text-sm">
              Checking the file...
            </p>
          )}
          {plan && (
            <div className="space-y-3" data-testid="csv-preview">
              <h3 className="font-semibold">Dry run</h3>
              {plan.ignoredColumns.length > 0 && (
                <p className="text-sm text-amber-700 dark:text-amber-300">Ignored columns: {plan.ignoredColumns.join(', ')}</p>
              )}
              <Section title="To add" count={plan.add.length}>
                <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm">
                  {plan.add.map((row) => (
                    <li key={row.line}>
                      Line {row.line}: {row.label}
                    </li>
                  ))}
                </ul>
              </Section>
              <Section title="To update" count={plan.update.length}>
                <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm">
                  {plan.update.map((row) => (
                    <li key={row.line}>
                      Line {row.line}: {row.label} ({row.changes.join(', ')})
                    </li>
                  ))}
                </ul>
              </Section>
              <Section title="Unchanged" count={plan.unchanged} />
              <Section title="Rejected" count={plan.rejected.length}>
                <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm text-red-700 dark:text-red-300">
                  {plan.rejected.map((row) => (
                    <li key={`${row.line}-${row.reason}`}>
                      Line {row.line}: {row.label}: {row.reason}
                    </li>
                  ))}
                </ul>
              </Section>
            </div>
          )}
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
            <Button variant="secondary" onClick={close} disabled={busy !== null}>
              Cancel
            </Button>
            <Button onClick={runImport} disabled={!plan || writes === 0 || busy !== null}>
              {busy === 'import' ? 'Importing...' : `Import ${writes} ${writes === 1 ? 'row' : 'rows'}`}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
