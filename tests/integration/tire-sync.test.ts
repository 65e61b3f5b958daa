import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteTire, latestTireSync, ReferenceFilesMissingError, saveTire, syncTireReferenceData } from '@/lib/db/admin-tires';
import { SEED_DIR } from '@/lib/db/seed';
import { parseTireForm } from '@/lib/admin/tire';
import { referenceRows } from '../fixtures/reference-data';

// Whole transactions against a real database, on a machine that may be busy.
jest.setTimeout(60_000);

const sql = () => globalThis.testDb.sql;

let fileTires: number;
let fileVehicles: number;
let fileFitments: number;

beforeAll(async () => {
  fileTires = (await referenceRows(path.join(SEED_DIR, 'reference', 'tires.csv'))).length;
  fileVehicles = (await referenceRows(path.join(SEED_DIR, 'reference', 'vehicles.csv'))).length;
  fileFitments = (await referenceRows(path.join(SEED_DIR, 'reference', 'fitments.csv'))).length;
});

async function tireRow(brand: string, model: string, size: string) {
  const [row] = await sql()<{ id: number; load_index: number; speed_rating: string }[]>`
    select id, load_index, speed_rating from tires where brand = ${brand} and model = ${model} and size = ${size}`;
  return row;
}

const syncLogs = () =>
  sql()<{ status: string; details: Record<string, unknown> }[]>`
    select status, details from sync_logs where type = 'tire-data-sync' order by id`;

describe('Sync Tire Data', () => {
  it('loads the reference files on an empty directory, then a second run changes nothing', async () => {
    expect(await latestTireSync()).toBeNull();
    const first = await syncTireReferenceData();
    expect(first.tires).toEqual({ added: fileTires, updated: 0, unchanged: 0, keptEdits: 0, skippedRemoved: 0 });
    expect(first.vehicles).toMatchObject({ added: fileVehicles, updated: 0 });
    expect(first.fitmentsAdded).toBe(fileFitments);

    const before = await sql()`select id, load_index, updated_at from tires order by id`;
    const second = await syncTireReferenceData();
    expect(second.tires).toEqual({ added: 0, updated: 0, unchanged: fileTires, keptEdits: 0, skippedRemoved: 0 });
    expect(second.vehicles).toEqual({ added: 0, updated: 0, unchanged: fileVehicles, keptEdits: 0, skippedRemoved: 0 });
    expect(second.fitmentsAdded).toBe(0);
    // Idempotent down to the rows: not even updated_at moves (the sitemap's lastModified stays honest).
    expect(await sql()`select id, load_index, updated_at from tires order by id`).toEqual(before);

    const logs = await syncLogs();
    expect(logs.map((log) => log.status)).toEqual(['success', 'success']);
    expect(logs[1]!.details).toMatchObject({ source: 'reference-files', tires: { added: 0, unchanged: fileTires }, fitmentsAdded: 0 });
    expect(await latestTireSync()).toMatchObject({ status: 'success', date: second.syncedAt });
  });

  it('never overwrites a figure the operator edited, and does not bring back a tire the operator deleted', async () => {
    const [edited, removed] = await sql()<{ id: number; brand: string; model: string; size: string; load_index: number; speed_rating: string }[]>`
      select id, brand, model, size, load_index, speed_rating from tires order by id limit 2`;
    const form = parseTireForm({
      id: edited!.id,
      brand: edited!.brand,
      model: edited!.model,
      size: edited!.size,
      loadIndex: String(edited!.load_index + 1),
      speedRating: edited!.speed_rating,
    });
    if (!form.ok) throw new Error(form.message);
    expect(await saveTire(form.values)).toEqual({ status: 'saved', id: edited!.id });
    expect(await deleteTire(removed!.id)).toBe(true);

    const report = await syncTireReferenceData();
    expect(report.tires).toEqual({ added: 0, updated: 0, unchanged: fileTires - 1, keptEdits: 1, skippedRemoved: 1 });
    expect((await tireRow(edited!.brand, edited!.model, edited!.size))?.load_index).toBe(edited!.load_index + 1);
    expect(await tireRow(removed!.brand, removed!.model, removed!.size)).toBeUndefined();

    // Adding the tire again lifts the removal: from then on it is an ordinary row.
    const again = parseTireForm({ brand: removed!.brand, model: removed!.model, size: removed!.size, loadIndex: String(removed!.load_index), speedRating: removed!.speed_rating });
    if (!again.ok) throw new Error(again.message);
    expect((await saveTire(again.values)).status).toBe('saved');
    expect((await syncTireReferenceData()).tires.skippedRemoved).toBe(0);
  });

  it('brings a corrected figure in the files to a row the operator never edited', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tire-sync-'));
    try {
      await cp(path.join(SEED_DIR, 'reference'), path.join(dir, 'reference'), { recursive: true });
      const file = path.join(dir, 'reference', 'tires.csv');
      const [header, ...lines] = (await readFile(file, 'utf8')).trimEnd().split('\n');
      // Pick a line whose tire nobody edited in the previous test.
      const untouched = await sql()<{ brand: string; model: string; size: string; load_index: number }[]>`
        select brand, model, size, load_index from tires where figures_edited_at is null order by id desc limit 1`;
      const target = untouched[0]!;
      const index = lines.findIndex((line) => line.startsWith(`${target.brand},${target.model},${target.size},`));
      expect(index).toBeGreaterThanOrEqual(0);
      const cells = lines[index]!.split(',');
      cells[3] = String(target.load_index === 100 ? 101 : 100);
      lines[index] = cells.join(',');
      await writeFile(file, [header, ...lines].join('\n') + '\n');

      const report = await syncTireReferenceData(dir);
      // Kept: the tire edited above and the one added again by hand (without the file's source and grades).
      expect(report.tires).toMatchObject({ added: 0, updated: 1, keptEdits: 2 });
      expect((await tireRow(target.brand, target.model, target.size))?.load_index).toBe(Number(cells[3]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('records a failed run, never a fake success, when the reference files are missing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tire-sync-empty-'));
    try {
      await expect(syncTireReferenceData(dir)).rejects.toBeInstanceOf(ReferenceFilesMissingError);
      expect(await latestTireSync()).toMatchObject({ status: 'failed', details: { error: 'missing tires.csv, vehicles.csv, fitments.csv' } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('re-applies only the directory: a deleted glossary term or article stays deleted', async () => {
    await sql()`insert into glossary (term, explanation) values ('Sync probe', 'Must not come back')`;
    await sql()`delete from glossary`;
    await syncTireReferenceData();
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from glossary`;
    expect(row?.n).toBe(0);
  });
});
