'use client';

import { FileUp } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from 'sonner';
import { clsx } from 'clsx';
import { showResult } from '@/components/admin/action-feedback';
import type { GlossaryActions } from '@/components/admin/glossary/types';
import { GLOSSARY_LIMITS, GLOSSARY_MESSAGES, glossaryImportSchema } from '@/lib/admin/glossary';
import { CSV_ACCEPT, CsvFormatError, looksLikeCsv, parseGlossaryCsv } from '@/lib/admin/glossary-csv';

type Phase = { kind: 'idle' } | { kind: 'reading'; percent: number } | { kind: 'importing'; count: number };

interface Report {
  added: number;
  existing: string[];
  repeated: string[];
  dropped: number;
}

const MAX_MB = GLOSSARY_LIMITS.csvBytes / (1024 * 1024);
const number = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${number(count)} ${count === 1 ? one : many}`;

/** Reads the file as text, reporting how much has been read (a large file takes a moment). */
function readText(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

function rejectionMessage(rejection: FileRejection | undefined): string {
  const error = rejection?.errors[0];
  if (!error || error.code === 'file-invalid-type') return GLOSSARY_MESSAGES.csvType;
  if (error.code === 'file-too-large') return `The CSV file is larger than ${MAX_MB} MB`;
  return error.message;
}

function TermList({ terms }: { terms: string[] }) {
  const shown = terms.slice(0, 10);
  return (
    <>
      {shown.join(', ')}
      {terms.length > shown.length && ` and ${number(terms.length - shown.length)} more`}
    </>
  );
}

/**
 * The CSV half of 'Add New Glossary Entry'. The file is read and parsed here (papaparse), checked with
 * the server's own schema, then sent in one request; the server adds every new entry in one transaction.
 * Afterwards a report says what was added and what was skipped, and why.
 */
export function CsvImport({ importCsv, onImported }: { importCsv: GlossaryActions['importCsv']; onImported: () => void }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [report, setReport] = useState<Report | null>(null);
  const busy = phase.kind !== 'idle';

  const importFile = async (file: File) => {
    setReport(null);
    setPhase({ kind: 'reading', percent: 0 });
    try {
      let text: string;
      try {
        text = await readText(file, (percent) => setPhase({ kind: 'reading', percent }));
      } catch {
        toast.error(GLOSSARY_MESSAGES.csvRead);
        return;
      }
      let parsed: ReturnType<typeof parseGlossaryCsv>;
      try {
        parsed = parseGlossaryCsv(text);
      } catch (error) {
        toast.error(error instanceof CsvFormatError ? `${GLOSSARY_MESSAGES.csvProcess}: ${error.message}` : GLOSSARY_MESSAGES.csvProcess);
        return;
      }
      if (parsed.entries.length === 0) {
        toast.error(GLOSSARY_MESSAGES.csvEmpty);
        return;
      }
      const checked = glossaryImportSchema.safeParse({ rows: parsed.entries });
      if (!checked.success) {
        toast.error(`${GLOSSARY_MESSAGES.csvProcess}: ${checked.error.issues[0]?.message ?? ''}`.replace(/: $/, ''));
        return;
      }
      setPhase({ kind: 'importing', count: parsed.entries.length });
      const result = await importCsv({ rows: parsed.entries });
      if (!showResult(result, router) || !result.ok) return;
      const outcome = result.data ?? { added: 0, existing: [], repeated: [] };
      const done: Report = {
        added: outcome.added,
        existing: outcome.existing,
        repeated: [...parsed.repeated, ...outcome.repeated],
        dropped: parsed.dropped,
      };
      setReport(done);
      const skipped = done.existing.length + done.repeated.length;
      if (skipped > 0) {
        const reasons = [
          done.existing.length > 0 && `${number(done.existing.length)} already in the glossary`,
          done.repeated.length > 0 && `${number(done.repeated.length)} repeated in the file`,
        ].filter(Boolean);
        // Longer than a success toast: it is the part of the result worth reading.
        toast.warning(`Skipped ${plural(skipped, 'entry', 'entries')}: ${reasons.join(', ')}`, { duration: 8000 });
      }
      onImported();
    } catch {
      toast.error(GLOSSARY_MESSAGES.csvProcess);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: CSV_ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: GLOSSARY_LIMITS.csvBytes,
    disabled: busy,
    onDropRejected: (rejections) => toast.error(rejectionMessage(rejections[0])),
    onDropAccepted: ([file]) => {
      if (!file) return;
      if (!looksLikeCsv(file)) {
        toast.error(GLOSSARY_MESSAGES.csvType);
        return;
      }
      void importFile(file);
    },
  });

  return (
    <section aria-labelledby="csv-import-title" className="space-y-3">
      <h3 id="csv-import-title" className="font-semibold">
        Import from CSV
      </h3>
      <div
        {...getRootProps({
          className: clsx(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            isDragActive ? 'border-brand-500 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600',
            busy && 'cursor-wait opacity-80',
          ),
        })}
      >
        <input {...getInputProps({ 'aria-label': 'CSV file' })} data-testid="csv-input" />
        <FileUp className="size-8 text-slate-400" aria-hidden />
        <p className="font-medium">{busy ? 'Uploading...' : 'Click to upload or drag and drop'}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          CSV only, up to {MAX_MB} MB: a header row, then one entry per row with the columns term, explanation. Quoted
          fields may contain commas, quotes and line breaks.
        </p>
      </div>
      <div aria-live="polite" className="text-sm">
        {phase.kind === 'reading' && (
          <div className="space-y-1">
            <p>Reading file… {phase.percent}%</p>
            <progress max={100} value={phase.percent} className="h-2 w-full" aria-label="Reading file" />
          </div>
        )}
        {phase.kind === 'importing' && (
          <div className="space-y-1">
            <p>Importing {plural(phase.count, 'entry', 'entries')}…</p>
            <progress className="h-2 w-full" aria-label="Importing entries" />
          </div>
        )}
        {report && (
          <div data-testid="import-report" className="space-y-1 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <p className="font-medium">Added {plural(report.added, 'entry', 'entries')}.</p>
            {report.existing.length > 0 && (
              <p>
                Skipped {plural(report.existing.length, 'term', 'terms')} already in the glossary: <TermList terms={report.existing} />.
              </p>
            )}
            {report.repeated.length > 0 && (
              <p>
                Skipped {plural(report.repeated.length, 'row', 'rows')} repeating a term earlier in the file: <TermList terms={report.repeated} />.
              </p>
            )}
            {report.dropped > 0 && <p>Dropped {plural(report.dropped, 'row', 'rows')} without both a term and an explanation.</p>}
          </div>
        )}
      </div>
    </section>
  );
}
