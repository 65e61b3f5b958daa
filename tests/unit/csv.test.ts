/**
 * @jest-environment node
 */
import { readCsv, readCsvLines, writeCsv } from '@/lib/csv';

const columns = { required: ['name', 'size'], known: ['name', 'size', 'note'] };

describe('reading a CSV file', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF line ends and a byte-order mark', () => {
    const read = readCsv('\uFEFFName, SIZE ,extra\r\n"Pilot, Sport","235/45R18 ""XL""\nrun-flat",x\r\n\r\n', columns);
    expect(read).toEqual({
      ok: true,
      rows: [{ name: 'Pilot, Sport', size: '235/45R18 "XL"\nrun-flat', extra: 'x' }],
      headers: ['name', 'size', 'extra'],
      ignoredColumns: ['extra'],
    });
  });

  it('names the columns the file lacks, and refuses a file with no rows', () => {
    expect(readCsv('name,note\nA,b', columns)).toEqual({ ok: false, message: 'The file lacks the column size' });
    expect(readCsv('name,size\n', columns)).toEqual({ ok: false, message: 'The file has no rows to import' });
  });

  it('refuses a quote that is never closed', () => {
    const read = readCsv('name,size\n"open,1', columns);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(/^The file could not be read as CSV: /);
  });

  it('refuses more than 5,000 rows', () => {
    const text = ['name,size', ...Array.from({ length: 5001 }, (_, i) => `T${i},1`)].join('\n');
    expect(readCsv(text, columns)).toEqual({ ok: false, message: 'The file has more than 5,000 rows; split it into smaller files' });
  });
});

describe('writing a CSV file', () => {
  it('writes the columns in order, blanks for missing values, and defuses cells a spreadsheet would run', () => {
    const csv = writeCsv(['name', 'size', 'note'], [{ name: '=HYPERLINK("x")', size: 'a,b', note: null }, { name: 'B' }]);
    expect(csv.split('\r\n')).toEqual(['name,size,note', `"'=HYPERLINK(""x"")","a,b",`, 'B,,']);
    expect(readCsv(csv, columns)).toMatchObject({ ok: true, rows: [{ name: `'=HYPERLINK("x")`, size: 'a,b', note: '' }, { name: 'B' }] });
  });
});

describe('reading a CSV file by position', () => {
  it('gives every line as its cells, the first included, and names the row of a quote never closed', () => {
    expect(readCsvLines('\uFEFFterm,explanation\r\nBMS,"Battery, management"\r\n\r\n')).toEqual({
      ok: true,
      lines: [
        ['term', 'explanation'],
        ['BMS', 'Battery, management'],
      ],
    });
    expect(readCsvLines('term,explanation\nBMS,"open')).toEqual({ ok: false, unclosedQuoteRow: 1 });
  });
});
