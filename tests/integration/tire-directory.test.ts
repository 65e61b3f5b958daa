import { GET as getOptions } from '@/app/api/tire-fitment/options/route';
import { getDirectoryOptions, getDirectoryStart, getEvTirePage } from '@/lib/db/tire-directory';
import type { DirectoryOptions } from '@/lib/tires/types';
import { decodeVin, VIN_MESSAGES } from '@/lib/vin/server/decode';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

describe("the tire directory's cascade", () => {
  it("offers every EV of EPA's table: its year, make and model, then the EV itself or the model's sourced trims", async () => {
    const evs = await sql()<
      { id: number; year: number; make: string }[]
    >`select id, year, make from ev_models`;
    expect(evs).toHaveLength(1308);
    const start = await getDirectoryStart();
    const reached = new Set<number>();
    const pairs = [...new Set(evs.map((ev) => `${ev.year}|${ev.make}`))];
    for (const pair of pairs) {
      const [yearText, make] = pair.split('|') as [string, string];
      const year = Number(yearText);
      expect(start.years).toContain(year);
      const { makes, models } = await getDirectoryOptions({ year, make });
      expect(makes).toContain(make);
      for (const model of models) {
        const { trims } = await getDirectoryOptions({ year, make, model });
        expect(trims.length).toBeGreaterThan(0);
        for (const trim of trims) if (trim.kind === 'epa') reached.add(trim.id);
      }
    }
    // An EV not offered itself belongs to a model whose trims with a published size the cascade offers instead.
    for (const ev of evs.filter((row) => !reached.has(row.id))) {
      const page = await getEvTirePage(ev.id);
      expect(page?.fitments.length).toBeGreaterThan(0);
      const { models } = await getDirectoryOptions({ year: ev.year, make: ev.make });
      expect(models.map((model) => model.toLowerCase())).toContain(page!.family.toLowerCase());
    }
  }, 120_000);

  it("has the 2025 makes of EPA's table, Tesla, Kia and Chevrolet among them, and the Ioniq 5, EV6 and Equinox EV", async () => {
    const { makes } = await getDirectoryOptions({ year: 2025 });
    expect(makes).toHaveLength(30);
    expect(makes).toEqual(expect.arrayContaining(['Tesla', 'Kia', 'Chevrolet', 'Hyundai']));
    expect((await getDirectoryOptions({ year: 2025, make: 'Hyundai' })).models).toContain('Ioniq 5');
    expect((await getDirectoryOptions({ year: 2025, make: 'Kia' })).models).toEqual(
      expect.arrayContaining(['EV6', 'EV9', 'Niro Electric']),
    );
    const chevrolet = await getDirectoryOptions({ year: 2025, make: 'Chevrolet', model: 'Equinox EV' });
    expect(chevrolet.models).toEqual(['Blazer EV', 'Equinox EV', 'Silverado EV']);
    expect(chevrolet.trims.map((trim) => [trim.kind, trim.trim, trim.oemTireSize])).toEqual([
      ['epa', 'Equinox EV AWD (11 kW Charger)', null],
      ['epa', 'Equinox EV AWD (19 kW Charger)', null],
      ['epa', 'Equinox EV FWD', null],
    ]);
  });

  it('keeps the sourced trims, with their sizes, for a model a source covers, under our spelling of it', async () => {
    const nissan = await getDirectoryOptions({ year: 2024, make: 'Nissan', model: 'Ariya' });
    expect(nissan.models).toEqual(['Ariya', 'LEAF']);
    expect(nissan.trims.length).toBeGreaterThan(0);
    expect(
      nissan.trims.every(
        (trim) => trim.kind === 'fitment' && /^\d{3}\/\d{2}Z?R\d{2}$/.test(trim.oemTireSize!),
      ),
    ).toBe(true);
  });

  it('drops a year, make or model it does not have, and answers them over HTTP with a cache header', async () => {
    expect(await getDirectoryOptions({ year: 1999, make: 'Tesla' })).toEqual({
      makes: [],
      models: [],
      trims: [],
    });
    const unknownMake = await getDirectoryOptions({ year: 2025, make: 'Nope', model: 'Model Y' });
    expect(unknownMake).toMatchObject({ year: 2025, make: undefined, models: [], trims: [] });
    const start = await getDirectoryStart('Rivian');
    expect(start).toMatchObject({ make: 'Rivian' });
    expect(start.years.at(-1)).toBe(2022);
    expect((await getDirectoryStart('Nope')).make).toBeUndefined();

    const response = await getOptions(
      new Request('http://localhost/api/tire-fitment/options?year=2025&make=Tesla'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=3600');
    const body = (await response.json()) as DirectoryOptions;
    expect(body.models).toEqual(['Cybertruck', 'Model 3', 'Model S', 'Model X', 'Model Y']);
  });
});

describe('the page of an EV no source gives a size for', () => {
  it("names the family, lists EPA's versions of it and no sourced trim", async () => {
    const [row] = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2025 and make = 'Hyundai' and model = 'Ioniq 5 AWD (19 inch Wheels)'`;
    const page = await getEvTirePage(row!.id);
    expect(page).toMatchObject({ year: 2025, make: 'Hyundai', family: 'Ioniq 5', fitments: [] });
    expect(page!.versions.map((version) => version.name)).toContain('Ioniq 5 AWD (20 inch Wheels)');
    expect(page!.versions.every((version) => version.name.startsWith('Ioniq 5'))).toBe(true);
    expect(await getEvTirePage(999_999)).toBeUndefined();
  });
});

describe('a decoded VIN of an EV without a published size', () => {
  it('leads to its EPA versions, never to "try searching manually"', async () => {
    const result = await decodeVin('KM8KM4DE4RU123456', { nhtsaUrl: 'http://127.0.0.1:9/api' });
    expect(result).toMatchObject({
      success: true,
      vehicleExists: false,
      data: { year: 2024, make: 'Hyundai', model: 'Ioniq 5' },
    });
    expect(result.message).toBe(VIN_MESSAGES.sizeNotPublished('2024 Hyundai Ioniq 5'));
    expect(result.message).not.toMatch(/try searching manually/i);
    expect(result.evModels.length).toBeGreaterThan(0);
    expect(result.evModels.every((ev) => ev.model.startsWith('Ioniq 5'))).toBe(true);
  });

  it('finds the EPA rows of an EV that EPA names without its make (Polestar "2")', async () => {
    const result = await decodeVin('YSMAA3KA3RA123456', { nhtsaUrl: 'http://127.0.0.1:9/api' });
    expect(result.message).toBe(VIN_MESSAGES.sizeNotPublished('2024 Polestar 2'));
    expect(result.evModels.length).toBeGreaterThan(0);
    expect(result.evModels.every((ev) => ev.make === 'Polestar' && ev.model.startsWith('2 '))).toBe(true);
  });

  it('decodes the 2024 Fremont-built Model Y and finds its sourced trims', async () => {
    const result = await decodeVin('5YJYGDEE8RF123456', { nhtsaUrl: 'http://127.0.0.1:9/api' });
    expect(result).toMatchObject({
      success: true,
      source: 'offline',
      vehicleExists: true,
      data: { year: 2024, make: 'Tesla', model: 'Model Y' },
    });
  });
});
