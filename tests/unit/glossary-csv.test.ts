import { CsvFormatError, looksLikeCsv, parseGlossaryCsv } from '@/lib/admin/glossary-csv';

describe('glossary CSV parsing', () => {
  it('skips the header and keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const csv = [
      'term,explanation',
      '"DC-DC Converter","Steps 400 V down to 12 V, for the low-voltage system."',
      'Pre-Charge,"Limits inrush current; the ""pre-charge"" relay closes first."',
      '"Cell, Pouch","First paragraph.',
      '',
      'Second paragraph, after a blank line."',
    ].join('\n');
    const { entries, dropped, repeated } = parseGlossaryCsv(csv);
    expect(entries).toEqual([
      { term: 'DC-DC Converter', explanation: '<p>Steps 400 V down to 12 V, for the low-voltage system.</p>' },
      { term: 'Pre-Charge', explanation: '<p>Limits inrush current; the "pre-charge" relay closes first.</p>' },
      { term: 'Cell, Pouch', explanation: '<p>First paragraph.</p><p>Second paragraph, after a blank line.</p>' },
    ]);
    expect(dropped).toBe(0);
    expect(repeated).toEqual([]);
  });

  it('reads CRLF line ends and a byte-order mark (as Excel saves CSV)', () => {
    const csv = '\uFEFFterm,explanation\r\nBMS,Battery management system\r\n"SOC","State of charge, in %"\r\n';
    expect(parseGlossaryCsv(csv).entries).toEqual([
      { term: 'BMS', explanation: '<p>Battery management system</p>' },
      { term: 'SOC', explanation: '<p>State of charge, in %</p>' },
    ]);
  });

  it('skips empty rows, and drops and counts rows lacking a term or an explanation', () => {
    const csv = 'term,explanation\n\nOnly Term,\n,Only an explanation\n   ,   \n\nKept,Yes\n,,\n';
    const { entries, dropped } = parseGlossaryCsv(csv);
    expect(entries).toEqual([{ term: 'Kept', explanation: '<p>Yes</p>' }]);
    // Blank lines and rows of only commas and spaces are empty rows, not counted as dropped.
    expect(dropped).toBe(2);
  });

  it('gives nothing for a file with only a header, or an empty file', () => {
    expect(parseGlossaryCsv('term,explanation\n').entries).toEqual([]);
    expect(parseGlossaryCsv('').entries).toEqual([]);
  });

  it('keeps the first row of a term repeated in the file (compared case-insensitively) and reports the others', () => {
    const { entries, repeated } = parseGlossaryCsv('term,explanation\nInverter,First\n inverter ,Second\nINVERTER,Third\n');
    expect(entries).toEqual([{ term: 'Inverter', explanation: '<p>First</p>' }]);
    expect(repeated).toEqual(['inverter', 'INVERTER']);
  });

  it('keeps unquoted commas after the term as part of the explanation', () => {
    expect(parseGlossaryCsv('term,explanation\nkWh,Energy, not power, measured in kilowatt-hours\n').entries).toEqual([
      { term: 'kWh', explanation: '<p>Energy, not power, measured in kilowatt-hours</p>' },
    ]);
  });

  it('finds the columns by their header names in any order, ignoring other columns', () => {
    const csv = 'Explanation,Notes,Term\n"Converts DC to AC",internal,Inverter\n';
    expect(parseGlossaryCsv(csv).entries).toEqual([{ term: 'Inverter', explanation: '<p>Converts DC to AC</p>' }]);
  });

  it('stores HTML explanations as written and escapes markup-like characters in plain text', () => {
    const csv = 'term,explanation\nHVIL,"<p>Loop through <strong>every</strong> HV connector.</p>"\nLimit,"Voltage class A: 0 V < U <= 60 V DC & 30 V AC"\n';
    expect(parseGlossaryCsv(csv).entries).toEqual([
      { term: 'HVIL', explanation: '<p>Loop through <strong>every</strong> HV connector.</p>' },
      { term: 'Limit', explanation: '<p>Voltage class A: 0 V &lt; U &lt;= 60 V DC &amp; 30 V AC</p>' },
    ]);
  });

  it('refuses a file whose quoted field is never closed', () => {
    expect(() => parseGlossaryCsv('term,explanation\nBMS,"never closed\nSOC,fine\n')).toThrow(CsvFormatError);
  });

  it('recognises a CSV file by its type or its name', () => {
    expect(looksLikeCsv({ name: 'terms.csv', type: '' })).toBe(true);
    expect(looksLikeCsv({ name: 'terms.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(looksLikeCsv({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(looksLikeCsv({ name: 'terms.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
  });
});
