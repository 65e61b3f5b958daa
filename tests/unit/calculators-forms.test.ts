import {
  batteryResultFor,
  initialBatteryValues,
  initialRangeValues,
  initialTireValues,
  rangeResultFor,
  rangeSearch,
  tireResultFor,
} from '@/lib/calculators/forms';
import { resolveVehicle } from '@/lib/calculators/vehicle-selection';
import {
  CALCULATOR_MESSAGES,
  coerceDistance,
  parseBatteryQuery,
  parseRangeQuery,
  parseTireQuery,
  toolUsageSchema,
} from '@/lib/validations/calculators';
import { ev, ice, region } from './calculators-fixtures';

const evs = [
  ev({ id: 1, year: 2024, make: 'Tesla', model: 'Model 3', trim: 'RWD' }),
  ev({ id: 2, year: 2024, make: 'Tesla', model: 'Model Y', trim: 'AWD', vehicleType: 'suv' }),
  ev({ id: 3, year: 2023, make: 'Nissan', model: 'Leaf', trim: 'S' }),
];
const ices = [ice()];
const regions = [
  region({ state: 'Alabama', electricityRateCentsPerKwh: 10 }),
  region(),
  region({ state: 'Texas' }),
];

describe('query parsing', () => {
  it('falls back to 100 miles with a message for a garbage or out-of-range distance', () => {
    for (const distance of ['abc', '0', '1001', '-5', '1e3']) {
      const query = parseRangeQuery({ distance });
      expect(query.distanceMiles).toBe(100);
      expect(query.issues).toEqual([CALCULATOR_MESSAGES.distance]);
    }
    expect(parseRangeQuery({ distance: '1' }).distanceMiles).toBe(1);
    expect(parseRangeQuery({ distance: '1000' }).distanceMiles).toBe(1000);
    expect(parseRangeQuery({}).issues).toEqual([]);
  });

  it('reads shared=true and ignores a repeated parameter after the first', () => {
    const query = parseRangeQuery({ shared: 'true', distance: ['250', '9999'] });
    expect(query.shared).toBe(true);
    expect(query.distanceMiles).toBe(250);
  });

  it('rejects out-of-range optional inputs one by one', () => {
    const query = parseRangeQuery({ elec: '500', gas: '3.1', loss: '45', miles: 'lots' });
    expect(query.electricityRateCentsPerKwh).toBeUndefined();
    expect(query.gasPriceUsdPerGallon).toBe(3.1);
    expect(query.issues).toEqual([
      CALCULATOR_MESSAGES.electricity,
      CALCULATOR_MESSAGES.loss,
      CALCULATOR_MESSAGES.annualMiles,
    ]);
  });

  it('checks mileage 0-1,000,000 and the optional battery factors', () => {
    expect(parseBatteryQuery({ mileage: '0' }).mileage).toBe(0);
    expect(parseBatteryQuery({ mileage: '1000001' }).issues).toEqual([CALCULATOR_MESSAGES.mileage]);
    expect(parseBatteryQuery({ dcfast: 'always', climate: 'hot' })).toMatchObject({
      dcFastShare: undefined,
      climate: 'hot',
      issues: [CALCULATOR_MESSAGES.dcFast],
    });
  });

  it('checks current pressure 10-60 and the target against the model maximum', () => {
    expect(parseTireQuery({ current: '9' }).issues).toEqual([CALCULATOR_MESSAGES.currentPsi]);
    const tooHigh = initialTireValues(
      parseTireQuery({ id: '1', current: '35', target: '51' }),
      evs,
      regions,
      [],
    );
    expect(tooHigh.values.target).toBe('');
    expect(tooHigh.issues).toEqual([CALCULATOR_MESSAGES.targetPsi(50)]);
    const rivian = [{ make: 'Tesla', model: 'Model 3', recommendedPsi: 42, maxPsi: 55 }];
    expect(
      initialTireValues(parseTireQuery({ id: '1', target: '55' }), evs, regions, rivian).values.target,
    ).toBe('55');
  });

  it('coerces a non-numeric typed distance to 0 (spec §5)', () => {
    expect(coerceDistance('abc')).toBe(0);
    expect(coerceDistance('250')).toBe(250);
  });

  it('validates tool-usage events', () => {
    expect(
      toolUsageSchema.safeParse({
        tool: 'tire_calculator',
        action: 'calculate',
        vehicle: '2024 Tesla Model 3',
      }).success,
    ).toBe(true);
    expect(toolUsageSchema.safeParse({ tool: 'tire_calculator', action: 'calculate' }).success).toBe(false);
    expect(toolUsageSchema.safeParse({ tool: 'other', action: 'calculate', vehicle: 'x' }).success).toBe(
      false,
    );
  });
});

describe('shared vehicle resolution order', () => {
  it('prefers the id, then embedded data, then year/make/model, then year and make', () => {
    expect(resolveVehicle(evs, { id: 3, year: 2024, make: 'Tesla', model: 'Model Y' })).toMatchObject({
      matchedBy: 'id',
      vehicle: { id: 3 },
    });
    expect(
      resolveVehicle(evs, {
        id: 999,
        embedded: { year: 2024, make: 'tesla', model: 'model y' },
        year: 2023,
        make: 'Nissan',
        model: 'Leaf',
      }),
    ).toMatchObject({ matchedBy: 'embedded', vehicle: { id: 2 } });
    expect(resolveVehicle(evs, { year: 2023, make: 'Nissan', model: 'Leaf' })).toMatchObject({
      matchedBy: 'year-make-model',
      vehicle: { id: 3 },
    });
    expect(resolveVehicle(evs, { year: 2024, make: 'Tesla', model: 'Cybertruck' })).toMatchObject({
      matchedBy: 'year-make',
      vehicle: { id: 1 },
    });
    expect(resolveVehicle(evs, { year: 2020, make: 'Tesla' })).toBeUndefined();
  });

  it('tells the visitor when a shared vehicle was not found or only approximately', () => {
    expect(initialRangeValues(parseRangeQuery({ id: '999' }), evs, regions).issues).toEqual([
      CALCULATOR_MESSAGES.vehicleNotFound,
    ]);
    const approximate = initialRangeValues(
      parseRangeQuery({ year: '2024', make: 'Tesla', model: 'Roadster' }),
      evs,
      regions,
    );
    expect(approximate.issues).toEqual([CALCULATOR_MESSAGES.vehicleApproximate]);
    expect(approximate.values.id).toBe('1');
  });
});

describe('form values', () => {
  it('defaults the region to California, else the first region, and reports an unknown one', () => {
    expect(initialRangeValues(parseRangeQuery({}), evs, regions).values.region).toBe('California');
    expect(initialRangeValues(parseRangeQuery({}), evs, [regions[2]!]).values.region).toBe('Texas');
    const unknown = initialRangeValues(parseRangeQuery({ region: 'Atlantis' }), evs, regions);
    expect(unknown.values.region).toBe('California');
    expect(unknown.issues).toEqual([CALCULATOR_MESSAGES.region]);
  });

  it('preselects the newest year of a make given alone', () => {
    expect(initialRangeValues(parseRangeQuery({ make: 'nissan' }), evs, regions).values).toMatchObject({
      year: '2023',
      make: 'Nissan',
      id: '',
    });
  });

  it('round-trips through the query string to the same result', () => {
    const { values } = initialRangeValues(
      parseRangeQuery({ id: '1', distance: '250', region: 'Alabama', loss: '10', miles: '9000' }),
      evs,
      regions,
    );
    const first = rangeResultFor(values, evs, ices, regions);
    const search = rangeSearch(values, evs, true);
    expect(search.get('shared')).toBe('true');
    const again = initialRangeValues(parseRangeQuery(Object.fromEntries(search.entries())), evs, regions);
    expect(rangeResultFor(again.values, evs, ices, regions)).toEqual(first);
    expect(first?.homeCostUsd).toBeCloseTo((60 * 0.1 * 250) / 300 / 0.9, 10);
  });

  it('gives no result without a model or with a distance outside 1-1000', () => {
    const { values } = initialRangeValues(parseRangeQuery({}), evs, regions);
    expect(rangeResultFor(values, evs, ices, regions)).toBeNull();
    expect(rangeResultFor({ ...values, id: '1', distance: '0' }, evs, ices, regions)).toBeNull();
    expect(rangeResultFor({ ...values, id: '1', distance: 'abc' }, evs, ices, regions)).toBeNull();
  });

  it('needs a model and a mileage for the battery result, and both pressures for the tire result', () => {
    const battery = initialBatteryValues(parseBatteryQuery({ id: '3' }), evs).values;
    expect(batteryResultFor(battery, evs, 2025)).toBeNull();
    expect(batteryResultFor({ ...battery, mileage: '0' }, evs, 2025)?.remainingCapacityPercent).toBe(96);
    const tire = initialTireValues(parseTireQuery({ id: '1', current: '32' }), evs, regions, []).values;
    expect(tireResultFor(tire, evs, regions, [])).toBeNull();
    expect(tireResultFor({ ...tire, target: '42' }, evs, regions, [])?.gainPercent).toBeCloseTo(3, 10);
  });
});
