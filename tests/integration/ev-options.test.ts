import { GET as getOptions } from '@/app/api/ev-models/route';
import { GET as getSelection } from '@/app/api/ev-models/[id]/route';
import { findComparables, vehicleLabel, type EvModel, type EvSelection } from '@/lib/calculators/range';
import type { EvOptions } from '@/lib/calculators/vehicle-selection';
import { getEvChoice, getEvSelection } from '@/lib/db/ev-models';
import { CALCULATOR_MESSAGES } from '@/lib/calculators/forms/params';
import { allEvModels, allIceModels } from './model-tables';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

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

/**
 * What the rule chooses over the whole tables for every EV: two tests compare with it, and each choice sorts
 * thousands of gas cars, so it is worked out once.
 */
let choicesOnce: Promise<{ evs: EvModel[]; choices: Map<number, ReturnType<typeof findComparables>> }> | undefined;
const ruleChoices = () =>
  (choicesOnce ??= Promise.all([allEvModels(sql()), allIceModels(sql())]).then(([evs, ices]) => ({
    evs,
    choices: new Map(evs.map((vehicle) => [vehicle.id, findComparables(vehicle, evs, ices)])),
  })));

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
    const { evs, choices } = await ruleChoices();
    const differing = evs.filter((vehicle) => {
      const chosen = choices.get(vehicle.id)!;
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

  it('finds at least one comparable gas car for every EV from 2015 on', async () => {
    const { evs, choices } = await ruleChoices();
    const recent = evs.filter((ev) => ev.year >= 2015);
    expect(recent.length).toBeGreaterThan(1200);
    expect(recent.filter((ev) => choices.get(ev.id)!.ices.length === 0).map(vehicleLabel)).toEqual([]);
  });

  it('chooses in SQL, for every EV, the comparables the rule chooses over the whole tables', async () => {
    const { evs, choices } = await ruleChoices();
    const picked = (found: EvSelection['comparables']) =>
      JSON.stringify([
        found.evs.map((entry) => [entry.vehicle.id, entry.rule]),
        found.ices.map((entry) => [entry.vehicle.id, entry.rule]),
      ]);
    const differing: number[] = [];
    // A few at a time, as a server's visitors would ask: one after another, the round trips are most of the time.
    for (let start = 0; start < evs.length; start += 4) {
      await Promise.all(
        evs.slice(start, start + 4).map(async (vehicle) => {
          const selection = await getEvSelection(vehicle.id);
          if (!selection || picked(selection.comparables) !== picked(choices.get(vehicle.id)!)) {
            differing.push(vehicle.id);
          }
        }),
      );
    }
    expect(evs.length).toBeGreaterThan(1300);
    expect(differing).toEqual([]);
  }, 180_000);

  it('sets a luxury EV against its maker’s own gas cars, and an EV of a maker without gas cars against its class', async () => {
    const [spectre] = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2025 and make = 'Rolls-Royce' and model like 'Spectre%' order by id limit 1`;
    const luxury = await getEvSelection(spectre!.id);
    expect(luxury!.comparables.ices.map((entry) => [entry.vehicle.make, entry.vehicle.baseModel])).toEqual([
      ['Rolls-Royce', expect.any(String)],
      ['Rolls-Royce', expect.any(String)],
      ['Rolls-Royce', expect.any(String)],
    ]);
    expect(luxury!.comparables.ices.every((entry) => entry.rule.startsWith('maker-'))).toBe(true);

    const [lightning] = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2025 and make = 'Ford' and model like 'F-150 Lightning%' order by id limit 1`;
    const truck = await getEvSelection(lightning!.id);
    expect(truck!.comparables.ices[0]).toMatchObject({ vehicle: { make: 'Ford' }, rule: 'maker-class' });
    expect(truck!.comparables.ices[0]!.vehicle.model).toMatch(/^F150/);

    const [model3] = await sql()<{ id: number }[]>`
      select id from ev_models where year = 2025 and make = 'Tesla' and model like 'Model 3%' order by id limit 1`;
    const tesla = await getEvSelection(model3!.id);
    expect(tesla!.comparables.ices.length).toBeGreaterThan(0);
    expect(tesla!.comparables.ices.every((entry) => entry.rule === 'size-class')).toBe(true);
  });

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
