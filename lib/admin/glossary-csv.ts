import { readCsvLines } from '@/lib/csv';
import { explanationHtml, termKey } from '@/lib/admin/glossary';

interface CsvEntry {
  term: string;
  /** As stored: HTML kept, plain text turned into paragraphs. */
  explanation: string;
}

interface GlossaryCsv {
  /** Rows with both a term and an explanation, each term once (the first row that has it). */
  entries: CsvEntry[];
  /** Rows lacking a term or an explanation. */
  dropped: number;
  /** Terms that appear again further down the file (case-insensitive); those later rows are skipped. */
  repeated: string[];
}

export class CsvFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvFormatError';
  }
}

/** The MIME types browsers give a .csv file (Windows often reports it as an Excel file). */
export const CSV_ACCEPT = { 'text/csv': ['.csv'], 'application/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] };

/** A .csv file by its name or its type, as the browser reports them. */
export function looksLikeCsv(file: { name: string; type: string }): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

function columnsOf(header: readonly string[]): { term: number; explanation: number } {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const term = names.indexOf('term');
  const explanation = names.indexOf('explanation');
  return term !== -1 && explanation !== -1 && term !== explanation ? { term, explanation } : { term: 0, explanation: 1 };
}

/**
 * Reads a glossary CSV (columns term, explanation) with a real CSV parser: quoted fields may hold commas,
 * doubled quotes and line breaks; CRLF or LF line ends; a byte-order mark is ignored. The first row is
 * the header and is skipped (its column names, when they are 'term' and 'explanation', say which column
 * is which; otherwise the first two columns are used). When the explanation is the last column, unquoted
 * commas after it stay part of the explanation instead of spilling into extra columns. Rows lacking a
 * term or an explanation are dropped and counted.
 *
 * Throws CsvFormatError when the file is not well-formed CSV (a quote that is never closed).
 */
export function parseGlossaryCsv(text: string): GlossaryCsv {
  const read = readCsvLines(text.replace(/\u0000/g, ''));
  if (!read.ok) {
    const row = read.unclosedQuoteRow === null ? '' : ` in row ${read.unclosedQuoteRow + 1}`;
    throw new CsvFormatError(`A quoted field${row} is not closed properly`);
  }
  const [header = [], ...rows] = read.lines;
  const columns = columnsOf(header);
  const explanationIsLast = columns.explanation >= Math.max(header.length - 1, columns.term);

  const entries: CsvEntry[] = [];
  const seen = new Set<string>();
  const repeated: string[] = [];
  let dropped = 0;
  for (const row of rows) {
    const term = (row[columns.term] ?? '').trim();
    const rawExplanation = explanationIsLast ? row.slice(columns.explanation).join(',') : (row[columns.explanation] ?? '');
    const explanation = explanationHtml(rawExplanation);
    if (!term || !explanation) {
      dropped += 1;
      continue;
    }
    const key = termKey(term);
    if (seen.has(key)) {
      repeated.push(term);
      continue;
    }
    seen.add(key);
    entries.push({ term, explanation });
  }
  return { entries, dropped, repeated };
}
