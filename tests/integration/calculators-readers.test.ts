import { evsForLink, getEvSelection } from '@/lib/db/ev-models';
import { listRegions } from '@/lib/db/regional';
import { getGlossaryIdsByTerm, listPlacardPressures } from '@/lib/db/tire-pressures';
import { calculateRange, selectionRows } from '@/lib/calculators/range';
import { insertCalculatorFixtures } from './calculators-fixtures';

const sql = () => globalThis.testDb.sql;

beforeAll(async () => {
  await insertCalculatorFixtures(sql());
});

describe('calculator readers', () => {
  it('reads the EV rows a link names, newest first, with numeric figures', async () => {
    // A link's year and make: those rows, the newest of the make and the first of all (to tell "none" apart).
    const evs = await evsForLink({ year: 2024, make: 'TESLA' });
    expect(evs.map((entry) => `${entry.year} ${entry.make}`)).toEqual(['2024 Kia', '2024 Tesla']);
    const nissan = await evsForLink({ make: 'nissan' });
    expect(nissan.map((entry) => `${entry.year} ${entry.make}`)).toEqual(['2024 Kia', '2023 Nissan']);
    const tesla = evs.find((entry) => entry.make === 'Tesla');
    expect(tesla).toMatchObject({
      model: 'Model 3',
      trim: 'RWD',
      vehicleType: 'sedan',
      epaRangeMiles: 272,
      batteryCapacityKwh: 57.5,
      efficiencyKwhPer100Mi: 25,
      msrpUsd: 38990,
      chargingSpeedL2Kw: 7.7,
      chargingSpeedDcfcKw: null,
      source: { name: 'Fixture source', url: 'https://example.org/' },
    });
  });

  it('reads gas models and regions, so the range tool computes from stored rows', async () => {
    const [evs, regions] = await Promise.all([evsForLink({ make: 'Tesla' }), listRegions()]);
    const tesla = evs.find((entry) => entry.make === 'Tesla')!;
    const { ices } = selectionRows(await getEvSelection(tesla.id));
    expect(ices[0]).toMatchObject({ make: 'Honda', mpgCity: 29, mpgHighway: 37, tankCapacityGallons: 14.8 });
    expect(regions.map((entry) => entry.state)).toEqual(['California', 'Texas']);
    expect(regions[0]).toMatchObject({
      electricityRateCentsPerKwh: 34.74,
      gasPriceUsdPerGallon: 5.652,
      electricityAsOf: '2026-06-30',
    });
    expect(regions[1]?.gridCo2LbPerMwh).toBeNull();
    const result = calculateRange(tesla, 100, regions[0]!, evs, ices);
    // EPA's 25 kWh/100 mi × 100 mi × $0.3474
    expect(result.energyBasis).toBe('epa-consumption');
    expect(result.homeCostUsd).toBeCloseTo(25 * 0.3474, 10);
    expect(result.gas.map((entry) => entry.vehicle.model)).toEqual(['Accord']);
  });

  it('reads placard pressures with where each was published, and finds glossary ids by term', async () => {
    const source = { name: 'Fixture source', url: 'https://example.org/' };
    expect(await listPlacardPressures()).toEqual([
      { make: 'Rivian', model: 'R1T', recommendedPsi: 48, maxPsi: 55, appliesTo: null, source },
      { make: 'Tesla', model: 'Model 3', recommendedPsi: 42, maxPsi: 50, appliesTo: '19- and 20-inch tires', source },
    ]);
    const [row] = await sql()<{ id: number }[]>`select id from glossary where term = 'Rolling Resistance'`;
    const ids = await getGlossaryIdsByTerm(['rolling resistance', 'Not A Term']);
    expect(ids).toEqual({ 'rolling resistance': row!.id });
  });
});
