import { GET as getOptions } from '@/app/api/ev-models/route';
import { GET as getSelection } from '@/app/api/ev-models/[id]/route';
import { findComparables, gasCandidates, type EvSelection, type IceModel } from '@/lib/calculators/range';
import type { EvOptions } from '@/lib/calculators/vehicle-selection';
import { getEvChoice, listEvModels, listIceModels } from '@/lib/db/ev-models';
import { seed } from '@/lib/db/seed';
import { CALCULATOR_MESSAGES } from '@/lib/validations/calculators';

const sql = () => globalThis.testDb.sql;

beforeAll(async () => {
  await seed(sql(), { demo: false });
}, 120_000);

const options = async (query: string) => {
  const response = await getOptions(new Request(`http://localhost/api/ev-models${query}`));
  return { status: response.status, body: (await response.json()) as EvOptions & { error?: string } };
};
const selection = async (id: string) => {
  const response = await getSelection(new Request(`http://localhost/api/ev-models/${id}`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: (await response.json()) as EvSelection & { error?: string } };
};

describe('the calculators’ vehicle options, one step at a time', () => {
  it('gives the years, then a year’s makes, then a make’s models with their EPA range', async () => {
    const years = await options('');
    expect(years.status).toBe(200);
    expect(years.body.years[0]).toBe(2026);
    expect(years.body.years.at(-1)).toBe(2011);
    expect(years.body.makes).toEqual([]);

    const makes = await options('?year=2025');
    expect(makes.body.makes).toContain('Volkswagen');
    expect(makes.body.models).toEqual([]);

    const models = await options('?year=2025&make=Volkswagen');
    expect(models.body).toMatchObject({ year: 2025, make: 'Volkswagen' });
    expect(models.body.models).toContainEqual(expect.objectContaining({ model: 'ID.4', epaRangeMiles: 206 }));
    // a step carries its own options only, never the table
    expect(JSON.stringify(models.body).length).toBeLessThan(5_000);
  });

  it('answers a malformed year with the calculators’ message', async () => {
    const bad = await options('?year=20x5');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(CALCULATOR_MESSAGES.year);
  });

  it('gives one EV with its comparables, and 404 for a vehicle not in the table', async () => {
    const [row] = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2025 and make = 'Volkswagen' and model = 'ID.4'`;
    const found = await selection(String(row!.id));
    expect(found.status).toBe(200);
    expect(found.body.vehicle).toMatchObject({ model: 'ID.4', epaRangeMiles: 206, epaId: 49155 });
    expect(found.body.comparables.ices.length).toBeGreaterThan(0);
    expect((await selection('999999999')).status).toBe(404);
    expect((await selection('abc')).body.error).toBe(CALCULATOR_MESSAGES.vehicleNotFound);
  });

  it('gives the browser, from the chosen EV and its comparables alone, the comparables the server chose', async () => {
    // The form recomputes results from the rows it was handed; for every EV they must agree with the whole table.
    const [evs, ices] = await Promise.all([listEvModels(), listIceModels()]);
    const differing = evs.filter((vehicle) => {
      const chosen = findComparables(vehicle, evs, ices);
      const again = findComparables(
        vehicle,
        [vehicle, ...chosen.evs.map((entry) => entry.vehicle)],
        chosen.ices.map((entry) => entry.vehicle),
      );
      return JSON.stringify(again) !== JSON.stringify(chosen);
    });
    expect(evs.length).toBeGreaterThan(1300);
    expect(differing.map((vehicle) => vehicle.id)).toEqual([]);
  }, 60_000);

  it('picks from the whole gas table what it picks from each EV’s candidates', async () => {
    const evs = await listEvModels();
    // the whole table, in the readers' order
    const ices = await sql()<IceModel[]>`
      select id, year, make, model, trim, base_model as "baseModel", vehicle_type as "vehicleType",
             size_class as "sizeClass", epa_id as "epaId", msrp as "msrpUsd", mpg_city as "mpgCity",
             mpg_highway as "mpgHighway", mpg_combined as "mpgCombined", tank_capacity as "tankCapacityGallons"
      from ice_models order by year desc, make, model, trim, id`;
    const candidates = gasCandidates(ices);
    const sample = evs.filter((_, index) => index % 25 === 0);
    const differing = sample.filter(
      (vehicle) =>
        JSON.stringify(findComparables(vehicle, evs, ices)) !==
        JSON.stringify(findComparables(vehicle, evs, candidates(vehicle))),
    );
    expect(sample.length).toBeGreaterThan(50);
    expect(differing.map((vehicle) => vehicle.id)).toEqual([]);
  }, 120_000);

  it('hands a page the options and the vehicle its link names', async () => {
    const [row] = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2024 and make = 'Kia' order by id limit 1`;
    const choice = await getEvChoice({ year: '2024', make: 'Kia', id: String(row!.id) });
    expect(choice.options.makes).toContain('Kia');
    expect(choice.options.models.map((model) => model.id)).toContain(row!.id);
    expect(choice.selection?.vehicle.id).toBe(row!.id);
    expect((await getEvChoice({ year: '', make: '', id: '' })).selection).toBeNull();
  });
});
