import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { SEED_DIR } from '@/lib/db/seed';
import { SPEED_SCALE } from '@/lib/tires/reference';
import { referenceRows } from '../fixtures/reference-data';

const ref = (name: string) => path.join(SEED_DIR, 'reference', name);
const ids = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((id) => id.trim())
    .filter(Boolean);
const sizeKey = (size: string) => size.trim().toUpperCase().replace('ZR', 'R');
const speedRank = (rating: string) => (SPEED_SCALE as readonly string[]).indexOf(rating);
const trimKey = (row: Record<string, string | undefined>, prefix = '') =>
  ['year', 'make', 'model', 'trim'].map((field) => row[`${prefix}${field}`]).join(' ');

interface SourceEntry {
  id: string;
  name: string;
  url: string;
  description: string;
  data_provided: string;
}

async function sources(): Promise<Map<string, SourceEntry>> {
  const dir = ref('sources');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
  const entries = (
    await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as SourceEntry[]))
  ).flat();
  return new Map(entries.map((entry) => [entry.id, entry]));
}

describe('fitment reference files', () => {
  it('fits a trim without published minimums with every tire of its size, and a trim with them only with tires that meet both', async () => {
    const [vehicles, tires, fitments] = await Promise.all([
      referenceRows(ref('vehicles.csv')),
      referenceRows(ref('tires.csv')),
      referenceRows(ref('fitments.csv')),
    ]);
    const listed = new Map<string, string[]>();
    for (const fitment of fitments) {
      const key = trimKey(fitment, 'vehicle_');
      listed.set(key, [...(listed.get(key) ?? []), `${fitment.tire_brand} ${fitment.tire_model} ${fitment.tire_size}`]);
    }
    const unpublished = vehicles.filter((vehicle) => !vehicle.load_index_min && !vehicle.speed_rating_min);
    // The OE sizes of owner's manuals and OpenEV Data come without either figure.
    expect(unpublished.length).toBeGreaterThan(0);
    for (const vehicle of vehicles) {
      const minLoad = vehicle.load_index_min ? Number(vehicle.load_index_min) : null;
      const minSpeed = vehicle.speed_rating_min ? speedRank(vehicle.speed_rating_min) : null;
      const expected = tires
        .filter((tire) => sizeKey(tire.size!) === sizeKey(vehicle.oem_tire_size!))
        .filter((tire) => minLoad === null || Number(tire.load_index) >= minLoad)
        .filter((tire) => minSpeed === null || speedRank(tire.speed_rating!) >= minSpeed)
        .map((tire) => `${tire.brand} ${tire.model} ${tire.size}`);
      expect({ trim: trimKey(vehicle), tires: (listed.get(trimKey(vehicle)) ?? []).sort() }).toEqual({
        trim: trimKey(vehicle),
        tires: expected.sort(),
      });
    }
  });

  it('gives a trim a load index and speed rating only when one of its cited pages publishes them', async () => {
    const known = await sources();
    const invented: string[] = [];
    for (const vehicle of await referenceRows(ref('vehicles.csv'))) {
      // EPA's listings confirm a model year and wheel; they never give tire figures, so only the other pages count.
      const tirePages = [vehicle.source_id, ...ids(vehicle.other_source_ids)]
        .map((id) => known.get(id ?? ''))
        .filter((source) => !source?.url.startsWith('https://www.fueleconomy.gov/'));
      const withoutFigures = tirePages.every(
        (source) => source && /no load index or speed rating/i.test(`${source.description} ${source.data_provided}`),
      );
      if (withoutFigures && (vehicle.load_index_min || vehicle.speed_rating_min)) {
        invented.push(`${trimKey(vehicle)}: ${vehicle.load_index_min} ${vehicle.speed_rating_min}`);
      }
      // Half a pair would filter tires on one figure and call the other unpublished.
      if (Boolean(vehicle.load_index_min) !== Boolean(vehicle.speed_rating_min)) {
        invented.push(`${trimKey(vehicle)}: only one of load index and speed rating`);
      }
    }
    expect(invented).toEqual([]);
  });

  it('takes an autoevolution.com size only for a US model year and trim EPA lists on the same wheel diameter', async () => {
    const known = await sources();
    const unconfirmed: string[] = [];
    let checked = 0;
    for (const vehicle of await referenceRows(ref('vehicles.csv'))) {
      const cited = [vehicle.source_id, ...ids(vehicle.other_source_ids)].map((id) => known.get(id ?? ''));
      if (!cited.some((source) => source?.name.startsWith('autoevolution.com'))) continue;
      checked += 1;
      const rim = Number(/R(\d{2})$/.exec(vehicle.oem_tire_size ?? '')?.[1]);
      const epa = cited.filter((source) => source?.url.startsWith('https://www.fueleconomy.gov/feg/noframes/'));
      const confirmed = epa.some((source) => {
        const name = source!.name;
        const wheel = /(\d{2})\s*(?:-?inch|in\b|in\.)/i.exec(name);
        return name.includes(`${vehicle.year} ${vehicle.make}`) && Number(wheel?.[1]) === rim;
      });
      if (!confirmed) unconfirmed.push(`${trimKey(vehicle)} (${vehicle.oem_tire_size})`);
    }
    expect(checked).toBeGreaterThan(0);
    expect(unconfirmed).toEqual([]);
  });
});
