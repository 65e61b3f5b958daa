import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listSourceOptions } from '@/lib/db/admin-sources';
import { deleteTire, listAdminTires, saveTire } from '@/lib/db/admin-tires';
import { deleteVehicle, saveVehicle } from '@/lib/db/admin-vehicles';
import { getVehicle } from '@/lib/db/vehicles';
import { refreshImageRound } from '@/lib/actions/tire-images';
import { parseTireForm, type TireFormInput } from '@/lib/admin/tire';
import { parseVehicleForm, type VehicleFormInput } from '@/lib/admin/vehicle';

// Whole transactions against a real database, on a machine that may be busy.
jest.setTimeout(60_000);

const sql = () => globalThis.testDb.sql;

function tireValues(input: TireFormInput) {
  const parsed = parseTireForm(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.values;
}

function vehicleValues(input: VehicleFormInput) {
  const parsed = parseVehicleForm(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.values;
}

const base = { brand: 'Officeco', model: 'Commuter', size: '205/55R16', loadIndex: '91', speedRating: 'V' };

describe('saving tires', () => {
  it('refuses the same brand, model and size twice, however it is spelled, with an answer instead of an error', async () => {
    const first = await saveTire(tireValues(base));
    expect(first.status).toBe('saved');
    expect(await saveTire(tireValues({ ...base, brand: 'OFFICECO', model: ' commuter ', size: '205/55r16' }))).toEqual({ status: 'duplicate' });

    const other = await saveTire(tireValues({ ...base, model: 'Tourer' }));
    if (other.status !== 'saved' || first.status !== 'saved') throw new Error('setup');
    // Renaming one into the other is the same duplicate; saving it under its own name is fine.
    expect(await saveTire(tireValues({ ...base, id: other.id }))).toEqual({ status: 'duplicate' });
    expect(await saveTire(tireValues({ ...base, model: 'Tourer', loadIndex: '94', id: other.id }))).toEqual({ status: 'saved', id: other.id });
    expect(await saveTire(tireValues({ ...base, model: 'Ghost', id: 987_654 }))).toEqual({ status: 'missing' });
  });

  it('keeps the wet grip class the operator picks, and clears it when left blank', async () => {
    const saved = await saveTire(tireValues({ ...base, model: 'Wet Grip', wetGrip: 'b', rollingResistance: 'C' }));
    if (saved.status !== 'saved') throw new Error(saved.status);
    const listed = (await listAdminTires()).find((tire) => tire.id === saved.id);
    expect(listed).toMatchObject({ wetGrip: 'B', rollingResistance: 'C' });
    await saveTire(tireValues({ ...base, model: 'Wet Grip', wetGrip: '', id: saved.id }));
    expect((await listAdminTires()).find((tire) => tire.id === saved.id)?.wetGrip).toBeNull();
  });

  it('two tabs adding the same new tire at once get one row and one duplicate answer', async () => {
    const outcomes = await Promise.all([
      saveTire(tireValues({ ...base, model: 'Racer' })),
      saveTire(tireValues({ ...base, model: 'RACER' })),
      saveTire(tireValues({ ...base, model: 'racer' })),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['duplicate', 'duplicate', 'saved']);
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from tires where lower(model) = 'racer'`;
    expect(row?.n).toBe(1);
  });

  it('records the source the operator names: a listed one, or a new page the public pages can cite', async () => {
    expect(await saveTire(tireValues({ ...base, model: 'Sourced', sourceId: 'no-such-source' }))).toEqual({ status: 'unknown-source' });

    const page = { sourceId: '__new', newSourceName: 'Officeco Commuter spec sheet', newSourceUrl: 'https://officeco.example/commuter' };
    const saved = await saveTire(tireValues({ ...base, model: 'Sourced', ...page }));
    if (saved.status !== 'saved') throw new Error(saved.status);
    const [source] = await sql()`
      select s.id, s.name, s.url, s.data_provided from tires t join data_sources s on s.id = t.source_id where t.id = ${saved.id}`;
    expect(source).toEqual({
      id: 'officeco-commuter-spec-sheet',
      name: 'Officeco Commuter spec sheet',
      url: 'https://officeco.example/commuter',
      data_provided: 'Figures of Officeco Sourced 205/55R16',
    });
    // The same page named again is the same source, not a copy.
    const second = await saveTire(tireValues({ ...base, model: 'Sourced Two', ...page }));
    if (second.status !== 'saved') throw new Error(second.status);
    const [again] = await sql()`select source_id from tires where id = ${second.id}`;
    expect(again).toEqual({ source_id: 'officeco-commuter-spec-sheet' });
    expect((await listSourceOptions()).filter((option) => option.url === 'https://officeco.example/commuter')).toHaveLength(1);
  });

  it('deleting a tire removes its fitments and remembers it so the reference files do not bring it back', async () => {
    const tire = await saveTire(tireValues({ ...base, model: 'Doomed' }));
    const vehicle = await saveVehicle(vehicleValues({ make: 'Officeco Motors', model: 'One', year: '2024', trim: 'Base', oemTireSize: '205/55R16', loadIndexMin: '91', speedRatingMin: 'V' }));
    if (tire.status !== 'saved' || vehicle.status !== 'saved') throw new Error('setup');
    await sql()`insert into fitments (vehicle_id, tire_id) values (${vehicle.id}, ${tire.id})`;
    expect(await deleteTire(tire.id)).toBe(true);
    expect(await deleteTire(tire.id)).toBe(false);
    const [left] = await sql()<{ n: number }[]>`select count(*)::int as n from fitments where tire_id = ${tire.id}`;
    expect(left?.n).toBe(0);
    const removals = await sql()`select natural_key from reference_removals where table_name = 'tires'`;
    expect(removals).toContainEqual({ natural_key: 'officeco|doomed|205/55R16' });
    expect((await listAdminTires()).some((row) => row.id === tire.id)).toBe(false);
  });
});

describe('saving vehicles', () => {
  const vehicle = { make: 'Officeco Motors', model: 'Two', year: '2025', trim: 'Long Range', oemTireSize: '235/45R18', loadIndexMin: '98', speedRatingMin: 'V' };

  it('refuses a second copy of the same year, make, model and trim', async () => {
    expect((await saveVehicle(vehicleValues(vehicle))).status).toBe('saved');
    expect(await saveVehicle(vehicleValues({ ...vehicle, make: 'officeco motors', trim: 'LONG RANGE' }))).toEqual({ status: 'duplicate' });
  });

  it('deleting a vehicle answers with the tires whose pages listed it', async () => {
    const saved = await saveVehicle(vehicleValues({ ...vehicle, trim: 'Short Range' }));
    const tire = await saveTire(tireValues({ ...base, model: 'Fitted' }));
    if (saved.status !== 'saved' || tire.status !== 'saved') throw new Error('setup');
    await sql()`insert into fitments (vehicle_id, tire_id) values (${saved.id}, ${tire.id})`;
    expect(await deleteVehicle(saved.id)).toEqual([tire.id]);
    expect(await deleteVehicle(saved.id)).toBeUndefined();
  });

  it('saves minimums left blank as not published, and the public page reads them so', async () => {
    const saved = await saveVehicle(vehicleValues({ ...vehicle, trim: 'Manual Only', loadIndexMin: '', speedRatingMin: '' }));
    if (saved.status !== 'saved') throw new Error('setup');
    const [row] = await sql()`select load_index_min, speed_rating_min from vehicles where id = ${saved.id}`;
    expect(row).toEqual({ load_index_min: null, speed_rating_min: null });
    expect(await getVehicle(saved.id)).toMatchObject({ loadIndexMin: null, speedRatingMin: null });
  });
});

describe('Refresh All Images', () => {
  let server: Server;
  let url: string;
  const asked: string[] = [];

  beforeAll(async () => {
    await sql()`update tires set image_url = 'https://images.example/kept.jpg'`;
    await sql()`
      insert into tires (brand, model, size, load_index, speed_rating)
      select 'Imageco', 'Model ' || n, '205/55R16', 91, 'V' from generate_series(1, 7) as n`;
    // A stand-in for the outside image service: images for odd models, nothing for even ones, an error for 7.
    server = createServer((request, response) => {
      const model = new URL(request.url ?? '/', 'http://localhost').searchParams.get('model') ?? '';
      asked.push(model);
      const n = Number(model.replace('Model ', ''));
      if (n === 7) return void response.writeHead(500).end();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ image_url: n % 2 === 1 ? `https://images.example/${n}.jpg` : null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/find`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('without an image source says so and changes nothing', async () => {
    const before = await sql()`select id, image_url from tires order by id`;
    expect(await refreshImageRound(undefined, 0)).toMatchObject({ configured: false, processed: 0, remaining: 0 });
    expect(await sql()`select id, image_url from tires order by id`).toEqual(before);
  });

  it('goes round until the server says nothing remains, asking about each tire without an image once', async () => {
    const rounds = [];
    let after = 0;
    for (let round = 0; round < 10; round += 1) {
      const result = await refreshImageRound(url, after, { timeoutMs: 2000 });
      rounds.push(result);
      after = result.cursor;
      if (result.remaining === 0) break;
    }
    expect(rounds.map((round) => round.processed)).toEqual([5, 2]);
    expect(rounds.at(-1)?.remaining).toBe(0);
    expect(rounds.reduce((sum, round) => sum + round.updated, 0)).toBe(3);
    expect(rounds.reduce((sum, round) => sum + round.failed, 0)).toBe(1);
    expect([...asked].sort()).toEqual(['Model 1', 'Model 2', 'Model 3', 'Model 4', 'Model 5', 'Model 6', 'Model 7']);

    const images = await sql()<{ model: string; image_url: string | null }[]>`
      select model, image_url from tires where brand = 'Imageco' order by model`;
    expect(images).toEqual([
      { model: 'Model 1', image_url: 'https://images.example/1.jpg' },
      { model: 'Model 2', image_url: null },
      { model: 'Model 3', image_url: 'https://images.example/3.jpg' },
      { model: 'Model 4', image_url: null },
      { model: 'Model 5', image_url: 'https://images.example/5.jpg' },
      { model: 'Model 6', image_url: null },
      { model: 'Model 7', image_url: null },
    ]);
    const [kept] = await sql()<{ n: number }[]>`select count(*)::int as n from tires where image_url = 'https://images.example/kept.jpg'`;
    expect(kept?.n).toBeGreaterThan(0);
  });
});
