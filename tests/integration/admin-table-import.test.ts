import { exportRows, importRows, previewRows } from '@/lib/db/admin-table';
import { db } from '@/lib/db/client';
import { writeCsv } from '@/lib/csv';
import { csvColumns, type CsvParse, type TableShape } from '@/lib/admin/table';
import { parseTireCsv, TIRE_TABLE } from '@/lib/admin/tire';
import { parseVehicleCsv, VEHICLE_TABLE } from '@/lib/admin/vehicle';

// Whole transactions against a real database, on a machine that may be busy.
jest.setTimeout(60_000);

const sql = () => globalThis.testDb.sql;

interface Case {
  name: string;
  shape: TableShape<never>;
  parse: (csv: string) => CsvParse;
  header: string;
  /** Stored before each import, as the seed stores reference rows. */
  existing: string;
  /** The existing row again, its key in other letter case, with one figure changed. */
  changed: string;
  /** A row with a key the table does not have. */
  added: string;
  /** A row the test's trigger refuses in the database, after the rules in the browser have passed it. */
  poison: string;
  poisonColumn: string;
  poisonValue: string;
  /** What distinguishes this test's rows from the rest of the table. */
  mine: string;
  figure: string;
}

const cases: Case[] = [
  {
    name: 'tires',
    shape: TIRE_TABLE as TableShape<never>,
    parse: parseTireCsv,
    header: 'brand,model,size,load_index,speed_rating,source_id',
    existing: `insert into tires (brand, model, size, load_index, speed_rating, source_id)
               values ('Generic', 'Kept', '235/45R18', 98, 'V', 'generic-source')`,
    changed: 'GENERIC,kept,235/45r18,101,V,',
    added: 'Generic,Fresh,245/40R19,99,W,',
    poison: 'Generic,Poison,205/55R16,91,V,',
    poisonColumn: 'model',
    poisonValue: 'Poison',
    mine: `brand = 'Generic'`,
    figure: 'load_index',
  },
  {
    name: 'vehicles',
    shape: VEHICLE_TABLE as TableShape<never>,
    parse: parseVehicleCsv,
    header: 'year,make,model,trim,oem_tire_size,load_index_min,speed_rating_min,source_id',
    existing: `insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, source_id)
               values (2024, 'Genericmotors', 'Alpha', 'Base', '215/55R17', 94, 'H', 'generic-source')`,
    changed: '2024,GENERICMOTORS,alpha,BASE,215/55R17,97,H,',
    added: '2025,Genericmotors,Alpha,Sport,235/45R18,98,V,',
    poison: '2025,Genericmotors,Alpha,Poison,235/45R18,98,V,',
    poisonColumn: 'trim',
    poisonValue: 'Poison',
    mine: `make = 'Genericmotors'`,
    figure: 'load_index_min',
  },
];

function rowsOf(test: Case, lines: string[]) {
  const parsed = test.parse([test.header, ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed;
}

const snapshot = (test: Case) =>
  sql().unsafe(`select * from ${test.shape.table} where ${test.mine} order by id`) as Promise<Record<string, unknown>[]>;

beforeAll(async () => {
  await sql()`
    insert into data_sources (id, name, url, description, data_provided)
    values ('generic-source', 'Maker page', 'https://maker.example/data', 'Figures', 'tires and vehicles'),
           ('other-source', 'Other page', 'https://other.example/data', 'Figures', 'tires and vehicles')`;
});

describe.each(cases)('importing $name', (test) => {
  beforeEach(async () => {
    await sql().unsafe(`delete from ${test.shape.table} where ${test.mine}`);
    await sql().unsafe(test.existing);
  });

  it('updates the row whose key matches ignoring case, adds the one whose key is new, and says which is which', async () => {
    const [before] = await snapshot(test);
    const parsed = rowsOf(test, [test.changed, test.added]);
    const preview = await previewRows(test.shape, parsed.rows, parsed.rejected, []);
    expect(preview.update).toEqual([{ line: 2, label: expect.any(String), changes: [test.figure] }]);
    expect(preview.add).toEqual([{ line: 3, label: expect.any(String) }]);

    const result = await importRows(test.shape, parsed.rows, parsed.rejected);
    expect(result).toMatchObject({ added: 1, updated: 1, unchanged: 0, rejected: 0 });
    const after = await snapshot(test);
    expect(after).toHaveLength(2);
    // The matched row is the same row (same id), its key as stored, its blank source cell keeping the source.
    expect(after[0]).toMatchObject({ id: before!.id, source_id: 'generic-source' });
    expect(after[0]![test.figure]).not.toBe(before![test.figure]);
    for (const column of test.shape.columns.filter((column) => column.key)) expect(after[0]![column.name]).toBe(before![column.name]);
    expect(result.ids.sort()).toEqual(after.map((row) => row.id).sort());
  });

  it('a source named in the file replaces the one on record; an unknown one rejects the row and writes nothing for it', async () => {
    const withSource = (line: string, source: string) => line.replace(/,$/, `,${source}`);
    const parsed = rowsOf(test, [withSource(test.changed, 'other-source'), withSource(test.added, 'nowhere')]);
    const result = await importRows(test.shape, parsed.rows, parsed.rejected);
    expect(result).toMatchObject({ added: 0, updated: 1, rejected: 1 });
    expect((await snapshot(test)).map((row) => row.source_id)).toEqual(['other-source']);
  });

  it('is one transaction: when one row fails in the database, none of the file is written', async () => {
    await sql().unsafe(`
      create function refuse_poison_row() returns trigger language plpgsql as $$
      begin
        if new.${test.poisonColumn} = '${test.poisonValue}' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await sql().unsafe(`create trigger refuse_poison before insert on ${test.shape.table} for each row execute function refuse_poison_row()`);
    try {
      const before = await snapshot(test);
      const parsed = rowsOf(test, [test.added, test.changed, test.poison]);
      await expect(importRows(test.shape, parsed.rows, parsed.rejected)).rejects.toThrow('refused for the test');
      expect(await snapshot(test)).toEqual(before);
    } finally {
      await sql().unsafe(`drop trigger refuse_poison on ${test.shape.table}`);
      await sql()`drop function refuse_poison_row()`;
    }
  });

  it('exports every row in the import columns, and importing the export changes nothing', async () => {
    const csv = writeCsv(csvColumns(test.shape), await exportRows(test.shape, db()`id`));
    expect(csv.split(/\r?\n/)[0]).toBe(csvColumns(test.shape).join(','));
    const parsed = test.parse(csv);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rejected).toEqual([]);
    const preview = await previewRows(test.shape, parsed.rows, parsed.rejected, parsed.ignoredColumns);
    expect(preview).toMatchObject({ add: [], update: [], rejected: [] });
    expect(preview.unchanged).toBe(parsed.rows.length);
  });
});
