import Papa from 'papaparse';
import { importRows, previewRows } from '@/lib/db/admin-table';
import { listTiresForExport } from '@/lib/db/admin-tires';
import { listVehiclesForExport } from '@/lib/db/admin-vehicles';
import { writeCsv } from '@/lib/csv';
import { csvColumns } from '@/lib/admin/table';
import { parseTireCsv, TIRE_TABLE } from '@/lib/admin/tire';
import { parseVehicleCsv, VEHICLE_TABLE } from '@/lib/admin/vehicle';

// Whole transactions against a real database, on a machine that may be busy.
jest.setTimeout(60_000);

const sql = () => globalThis.testDb.sql;

const HEADER = 'brand,model,size,load_index,speed_rating,rolling_resistance,noise_level_db,is_ev_rated,oem_certifications,image_url,source_id';

function parsedTires(lines: string[]) {
  const parsed = parseTireCsv([HEADER, ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed;
}

async function tireSnapshot(brand: string) {
  return sql()<{ model: string; size: string; load_index: number; noise_level_db: number | null; source_id: string | null }[]>`
    select model, size, load_index, noise_level_db, source_id from tires where brand = ${brand} order by model, size`;
}

beforeAll(async () => {
  await sql()`
    insert into data_sources (id, name, url, description, data_provided)
    values ('csv-maker-page', 'Maker page', 'https://maker.example/tires', 'Sizes and load', 'tires')`;
  // Loaded as the seed loads reference rows, so that only what the import touches counts as an edit.
  await sql().begin(async (tx) => {
    await tx`select set_config('ev.seeding', 'on', true)`;
    await tx`
      insert into tires (brand, model, size, load_index, speed_rating, noise_level_db, source_id)
      values ('Csvtest', 'Kept', '235/45R18', 98, 'V', 70, 'csv-maker-page'),
             ('Csvtest', 'Changed', '235/45R18', 94, 'V', null, null)`;
  });
});

describe('tire CSV import', () => {
  const lines = [
    'Csvtest,Brand New,245/40R19,98,W,B,69,true,T0;MO,,csv-maker-page',
    'CSVTEST,kept,235/45r18,98,V,,70,false,,,',
    'Csvtest,Changed,235/45R18,99,V,,,false,,,',
    'Csvtest,Unknown Source,225/45R17,91,V,,,false,,,nowhere',
    'Csvtest,No Load,225/45R17,,V,,,false,,,',
  ];

  it('dry run: lists rows to add, update and reject with reasons, and writes nothing', async () => {
    const before = await tireSnapshot('Csvtest');
    const parsed = parsedTires(lines);
    const preview = await previewRows(TIRE_TABLE, parsed.rows, parsed.rejected, parsed.ignoredColumns);
    expect(preview.add).toEqual([{ line: 2, label: 'Csvtest Brand New 245/40R19' }]);
    expect(preview.update).toEqual([{ line: 4, label: 'Csvtest Changed 235/45R18', changes: ['load_index'] }]);
    // The second line matches 'Kept' ignoring case, and its blank source keeps the one on record.
    expect(preview.unchanged).toBe(1);
    expect(preview.rejected).toEqual([
      { line: 5, label: 'Csvtest Unknown Source 225/45R17', reason: 'Unknown data source "nowhere"' },
      { line: 6, label: 'Csvtest No Load 225/45R17', reason: 'Please fill in all required fields (loadIndex)' },
    ]);
    expect(await tireSnapshot('Csvtest')).toEqual(before);
  });

  it('imports the add and update rows, marked as the operator’s edits', async () => {
    const parsed = parsedTires(lines);
    const result = await importRows(TIRE_TABLE, parsed.rows, parsed.rejected);
    expect(result).toMatchObject({ added: 1, updated: 1, unchanged: 1, rejected: 2 });
    expect(await tireSnapshot('Csvtest')).toEqual([
      { model: 'Brand New', size: '245/40R19', load_index: 98, noise_level_db: 69, source_id: 'csv-maker-page' },
      { model: 'Changed', size: '235/45R18', load_index: 99, noise_level_db: null, source_id: null },
      { model: 'Kept', size: '235/45R18', load_index: 98, noise_level_db: 70, source_id: 'csv-maker-page' },
    ]);
    const edited = await sql()<{ model: string }[]>`
      select model from tires where brand = 'Csvtest' and figures_edited_at is not null order by model`;
    expect(edited.map((row) => row.model)).toEqual(['Brand New', 'Changed']);
    const [added] = await sql()`select oem_certifications, is_ev_rated, rolling_resistance from tires where model = 'Brand New'`;
    expect(added).toEqual({ oem_certifications: ['T0', 'MO'], is_ev_rated: true, rolling_resistance: 'B' });
  });

  it('is one transaction: when one row fails in the database, none of the file is written', async () => {
    await sql()`
      create function refuse_poison_tire() returns trigger language plpgsql as $$
      begin
        if new.model = 'Poison' then raise exception 'refused for the test'; end if;
        return new;
      end $$`;
    await sql()`create trigger refuse_poison before insert on tires for each row execute function refuse_poison_tire()`;
    try {
      const before = await tireSnapshot('Csvtest');
      const parsed = parsedTires([
        'Csvtest,First Fine,205/55R16,91,V,,,false,,,',
        'Csvtest,Changed,235/45R18,101,V,,,false,,,',
        'Csvtest,Poison,205/55R16,91,V,,,false,,,',
        'Csvtest,Last Fine,205/55R16,91,V,,,false,,,',
      ]);
      const preview = await previewRows(TIRE_TABLE, parsed.rows, parsed.rejected, []);
      expect(preview.add).toHaveLength(3);
      expect(preview.update).toHaveLength(1);
      await expect(importRows(TIRE_TABLE, parsed.rows, parsed.rejected)).rejects.toThrow('refused for the test');
      expect(await tireSnapshot('Csvtest')).toEqual(before);
    } finally {
      await sql()`drop trigger refuse_poison on tires`;
      await sql()`drop function refuse_poison_tire()`;
    }
  });

  it('exports every tire in the import columns, and importing the export changes nothing', async () => {
    const csv = writeCsv(csvColumns(TIRE_TABLE), await listTiresForExport());
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(rows.find((row) => row.model === 'Brand New')).toEqual({
      brand: 'Csvtest', model: 'Brand New', size: '245/40R19', load_index: '98', speed_rating: 'W', rolling_resistance: 'B',
      wet_grip: '', noise_level_db: '69', is_ev_rated: 'true', oem_certifications: 'T0;MO', image_url: '', source_id: 'csv-maker-page',
    });
    const parsed = parseTireCsv(csv);
    if (!parsed.ok) throw new Error(parsed.message);
    const preview = await previewRows(TIRE_TABLE, parsed.rows, parsed.rejected, parsed.ignoredColumns);
    expect(preview).toEqual({ add: [], update: [], unchanged: rows.length, rejected: [], ignoredColumns: [] });
  });
});

describe('wet grip in CSV files', () => {
  const header = 'brand,model,size,load_index,speed_rating,wet_grip';

  it('sets and clears the grade from the column, and a file without the column keeps each grade', async () => {
    const importLines = async (text: string) => {
      const parsed = parseTireCsv(text);
      if (!parsed.ok) throw new Error(parsed.message);
      return importRows(TIRE_TABLE, parsed.rows, parsed.rejected);
    };
    const grade = async () =>
      (await sql()<{ wet_grip: string | null }[]>`select wet_grip::text from tires where model = 'Wet Grip'`)[0]?.wet_grip;

    await importLines([header, 'Csvwet,Wet Grip,205/55R16,91,V,b'].join('\n'));
    expect(await grade()).toBe('B');

    const withoutColumn = 'brand,model,size,load_index,speed_rating\nCsvwet,Wet Grip,205/55R16,94,V';
    expect(await importLines(withoutColumn)).toMatchObject({ updated: 1 });
    expect(await grade()).toBe('B');

    const rejected = parseTireCsv([header, 'Csvwet,Wet Grip,205/55R16,94,V,G'].join('\n'));
    expect(rejected.ok && rejected.rejected[0]?.reason).toBe('Wet grip must be a grade from A to E, or left blank (wetGrip)');

    await importLines([header, 'Csvwet,Wet Grip,205/55R16,94,V,'].join('\n'));
    expect(await grade()).toBeNull();
  });
});

describe('vehicle CSV import', () => {
  it('previews, then imports new and changed trims in one go', async () => {
    await sql()`
      insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min)
      values (2024, 'Csvmotors', 'Alpha', 'Base', '215/55R17', 94, 'H')`;
    const parsed = parseVehicleCsv(
      [
        'year,make,model,trim,oem_tire_size,load_index_min,speed_rating_min,wheel_size_min,wheel_size_max,source_id',
        '2024,Csvmotors,Alpha,Base,215/55R17,96,H,,,',
        '2025,Csvmotors,Alpha,Sport,235/45R18,98,V,18,19,',
        '2025,Csvmotors,Alpha,Wrong Wheels,235/45R18,98,V,20,18,',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const preview = await previewRows(VEHICLE_TABLE, parsed.rows, parsed.rejected, parsed.ignoredColumns);
    expect(preview.add).toEqual([{ line: 3, label: '2025 Csvmotors Alpha Sport' }]);
    expect(preview.update).toEqual([{ line: 2, label: '2024 Csvmotors Alpha Base', changes: ['load_index_min'] }]);
    expect(preview.rejected.map((row) => row.line)).toEqual([4]);

    expect(await importRows(VEHICLE_TABLE, parsed.rows, parsed.rejected)).toMatchObject({ added: 1, updated: 1, rejected: 1 });
    const rows = await sql()`
      select trim, load_index_min, wheel_size_min, wheel_size_max from vehicles where make = 'Csvmotors' order by trim`;
    expect(rows).toEqual([
      { trim: 'Base', load_index_min: 96, wheel_size_min: 18, wheel_size_max: 20 },
      { trim: 'Sport', load_index_min: 98, wheel_size_min: 18, wheel_size_max: 19 },
    ]);
    const exported = writeCsv(csvColumns(VEHICLE_TABLE), await listVehiclesForExport());
    expect(exported.split(/\r?\n/)[0]).toBe(csvColumns(VEHICLE_TABLE).join(','));
    expect(exported).toContain('2025,Csvmotors,Alpha,Sport,235/45R18,98,V,18,19,');
  });
});

describe('vehicle minimums no source publishes', () => {
  const header = 'year,make,model,trim,oem_tire_size,load_index_min,speed_rating_min';
  const stored = () => sql()<{ trim: string; load_index_min: number | null; speed_rating_min: string | null }[]>`
    select trim, load_index_min, speed_rating_min from vehicles where make = 'Csvblank' order by trim`;

  async function importLines(text: string) {
    const parsed = parseVehicleCsv(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rejected).toEqual([]);
    return importRows(VEHICLE_TABLE, parsed.rows, parsed.rejected);
  }

  it('stores blank cells as not published, exports them blank, and a file without the columns keeps each trim’s', async () => {
    await importLines([header, '2024,Csvblank,One,Manual Size,235/40R19,,', '2024,Csvblank,One,Placard,235/40R19,96,W'].join('\n'));
    expect(await stored()).toEqual([
      { trim: 'Manual Size', load_index_min: null, speed_rating_min: null },
      { trim: 'Placard', load_index_min: 96, speed_rating_min: 'W' },
    ]);
    expect(writeCsv(csvColumns(VEHICLE_TABLE), await listVehiclesForExport())).toContain(
      '2024,Csvblank,One,Manual Size,235/40R19,,,',
    );

    await importLines(['year,make,model,trim,oem_tire_size,wheel_size_min,wheel_size_max', '2024,Csvblank,One,Placard,235/40R19,19,20'].join('\n'));
    expect(await stored()).toEqual([
      { trim: 'Manual Size', load_index_min: null, speed_rating_min: null },
      { trim: 'Placard', load_index_min: 96, speed_rating_min: 'W' },
    ]);
  });
});
