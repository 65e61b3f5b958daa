import Papa from 'papaparse';

/*
 * Reading and writing CSV files of table rows, with papaparse: quoted cells may hold commas, doubled quotes
 * and line breaks; CRLF or LF line ends; a byte-order mark is ignored.
 */

export const CSV_READ_MESSAGES = {
  empty: 'The file has no rows to import',
  tooManyRows: 'The file has more than 5,000 rows; split it into smaller files',
  missingColumns: (columns: readonly string[]) => `The file lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}`,
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
} as const;

const CSV_MAX_ROWS = 5000;

interface CsvFile {
  /** One record a row, keyed by the header's column names (trimmed, lower case). */
  rows: Record<string, string>[];
  headers: string[];
  /** Columns of the file that are not among the known ones. */
  ignoredColumns: string[];
}

type CsvRead = ({ ok: true } & CsvFile) | { ok: false; message: string };

/** A file whose first line names the columns; it must name every required one and hold 1 to 5,000 rows. */
export function readCsv(text: string, columns: { required: readonly string[]; known: readonly string[] }): CsvRead {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fatal = parsed.errors.find((error) => error.type === 'Delimiter' || error.code === 'MissingQuotes');
  if (fatal) return { ok: false, message: CSV_READ_MESSAGES.unreadable(fatal.message) };
  const headers = parsed.meta.fields ?? [];
  const missing = columns.required.filter((column) => !headers.includes(column));
  if (missing.length > 0) return { ok: false, message: CSV_READ_MESSAGES.missingColumns(missing) };
  if (parsed.data.length === 0) return { ok: false, message: CSV_READ_MESSAGES.empty };
  if (parsed.data.length > CSV_MAX_ROWS) return { ok: false, message: CSV_READ_MESSAGES.tooManyRows };
  const ignoredColumns = headers.filter((header) => header && !columns.known.includes(header));
  return { ok: true, rows: parsed.data, headers, ignoredColumns };
}

/** A cell of a read row, trimmed; an absent column reads as blank. */
export const csvCell = (row: Record<string, string>, column: string) => (row[column] ?? '').trim();

/**
 * One CSV file from rows, with the columns in the given order. A cell that a spreadsheet would run as a
 * formula (=, +, -, @ first) is quoted with a leading apostrophe: the file is opened by people, not only imported.
 */
export function writeCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
    { escapeFormulae: true },
  );
}

type CsvLines = { ok: true; lines: string[][] } | { ok: false; unclosedQuoteRow: number | null };

/**
 * Every line of a comma-separated file as its cells, the first line included, for files whose columns are found
 * by position as well as by name. The one unreadable file is a quote that is never closed.
 */
export function readCsvLines(text: string): CsvLines {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: 'greedy' });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) return { ok: false, unclosedQuoteRow: typeof quoteError.row === 'number' ? quoteError.row : null };
  return { ok: true, lines: parsed.data };
}
