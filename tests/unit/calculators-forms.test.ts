/**
 * @jest-environment node
 */
import { resolveVehicle } from '@/lib/calculators/vehicle-selection';
import {
  batteryFromLink,
  batteryResultFor,
  rangeComparablesFor,
  rangeFromLink,
  rangeProblems,
  rangeResultFor,
  rangeUrlOf,
  tireFromLink,
  tireResultFor,
} from '@/lib/calculators/forms';
import { loadBatteryUrl, loadRangeUrl, loadTireUrl } from '@/lib/calculators/forms/links';
import { CALCULATOR_MESSAGES, serializeRangeUrl } from '@/lib/calculators/forms/params';
import { toolUsageSchema } from '@/lib/analytics/report';
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

type Query = Record<string, string | string[]>;
const rangeLink = (query: Query | string) => rangeFromLink(loadRangeUrl(query), evs, regions);
const batteryLink = (query: Query) => batteryFromLink(loadBatteryUrl(query), evs);
const tireLink = (query: Query, placards: Parameters<typeof tireFromLink>[3] = []) =>
  tireFromLink(loadTireUrl(query), evs, regions, placards);

describe('what a visitor reads when a link carries a bad value', () => {
  it('words each number’s rule with its bounds and unit', () => {
    expect(CALCULATOR_MESSAGES.distance).toBe('Trip distance must be a number from 1 to 1000 miles.');
    expect(CALCULATOR_MESSAGES.mileage).toBe('Mileage must be a number from 0 to 1,000,000 miles.');
    expect(CALCULATOR_MESSAGES.currentPsi).toBe('Current pressure must be a number from 10 to 60 PSI.');
    expect(CALCULATOR_MESSAGES.targetPsi(55)).toBe('Target pressure must be a number from 10 to 55 PSI.');
    expect(CALCULATOR_MESSAGES.electricity).toBe(
      'Your electricity price must be a number from 1 to 200 ¢/kWh.',
    );
    expect(CALCULATOR_MESSAGES.gas).toBe('Your gas price must be a number from 0.5 to 20 $/gal.');
    expect(CALCULATOR_MESSAGES.loss).toBe('Charging loss must be a number from 0 to 30 %.');
    expect(CALCULATOR_MESSAGES.annualMiles).toBe('Annual miles must be a number from 1 to 200,000.');
  });
});

describe('reading a link', () => {
  it('names an out-of-range trip distance and keeps it in its field instead of silently using 100', () => {
    for (const distance of ['0', '1001', '5000', '-5']) {
      const link = rangeLink({ id: '1', distance });
      expect(link.issues).toEqual([CALCULATOR_MESSAGES.distance]);
      expect(link.values.distance).toBe(distance);
      expect(rangeResultFor(link.values, evs, ices, regions)).toBeNull();
    }
    expect(rangeLink({ distance: '1' }).values.distance).toBe('1');
    expect(rangeLink({ distance: '1000' }).values.distance).toBe('1000');
    expect(rangeLink({}).values.distance).toBe('100');
    expect(rangeLink({}).issues).toEqual([]);
  });

  it('names a distance that is no number at all and gives no result, not a cost for 0 miles', () => {
    for (const distance of ['abc', '1e3', '0x10']) {
      const link = rangeLink({ id: '1', distance });
      expect(link.issues).toEqual([CALCULATOR_MESSAGES.distance]);
      expect(link.values.distance).toBe('');
      expect(rangeProblems(link.values).distance).toBe(CALCULATOR_MESSAGES.distance);
      expect(rangeResultFor(link.values, evs, ices, regions)).toBeNull();
    }
    const blank = { ...rangeLink({ id: '1' }).values, distance: '  ' };
    expect(rangeProblems(blank).distance).toBe(CALCULATOR_MESSAGES.distance);
    expect(rangeResultFor(blank, evs, ices, regions)).toBeNull();
  });

  it('reads shared=true and ignores a repeated parameter after the first', () => {
    const link = rangeLink({ shared: 'true', distance: ['250', '9999'] });
    expect(link.shared).toBe(true);
    expect(link.values.distance).toBe('250');
    expect(rangeLink({ distance: '250' }).shared).toBe(false);
  });

  it('names out-of-range optional inputs one by one and leaves them out of the result', () => {
    const link = rangeLink({
      id: '1',
      region: 'Alabama',
      elec: '500',
      gas: '3.1',
      loss: '45',
      miles: 'lots',
    });
    expect(link.values).toMatchObject({ elec: '500', gas: '3.1', loss: '45', miles: '' });
    expect(link.issues).toEqual([
      CALCULATOR_MESSAGES.electricity,
      CALCULATOR_MESSAGES.loss,
      CALCULATOR_MESSAGES.annualMiles,
    ]);
    const result = rangeResultFor(link.values, evs, ices, regions);
    expect(result?.electricityRateCentsPerKwh).toBe(10);
    expect(result?.gasPriceUsdPerGallon).toBe(3.1);
    expect(result?.chargingLossPercent).toBe(0);
    expect(result?.annual).toBeNull();
  });

  it('checks mileage 0-1,000,000 and the optional battery factors', () => {
    expect(batteryLink({ mileage: '0' }).values.mileage).toBe('0');
    expect(batteryLink({ mileage: '1000001' }).issues).toEqual([CALCULATOR_MESSAGES.mileage]);
    expect(batteryLink({ dcfast: 'always', climate: 'hot' })).toMatchObject({
      values: { dcfast: '', climate: 'hot' },
      issues: [CALCULATOR_MESSAGES.dcFast],
    });
  });

  it('checks current pressure 10-60 and the target against the model’s placard maximum', () => {
    expect(tireLink({ current: '9' }).issues).toEqual([CALCULATOR_MESSAGES.currentPsi]);
    const tooHigh = tireLink({ id: '1', current: '35', target: '51' });
    expect(tooHigh.issues).toEqual([CALCULATOR_MESSAGES.targetPsi(50)]);
    expect(tireResultFor(tooHigh.values, evs, regions, [])).toBeNull();
    const placards = [{ make: 'Tesla', model: 'Model 3', recommendedPsi: 42, maxPsi: 55 }];
    const placardMax = tireLink({ id: '1', current: '35', target: '55' }, placards);
    expect(placardMax.issues).toEqual([]);
    expect(tireResultFor(placardMax.values, evs, regions, placards)?.gainPercent).toBeCloseTo(5, 10);
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

  it('reads the vehicle embedded in an older link as JSON, and falls through when it is unreadable', () => {
    const embedded = rangeLink({
      vehicle: JSON.stringify({ year: '2024', make: 'Tesla', model: 'Model Y' }),
    });
    expect(embedded).toMatchObject({ matchedBy: 'embedded', values: { id: '2' }, issues: [] });
    const unreadable = rangeLink({ vehicle: '{not json', year: '2023', make: 'Nissan', model: 'Leaf' });
    expect(unreadable).toMatchObject({ matchedBy: 'year-make-model', values: { id: '3' } });
    const badYear = rangeLink({
      vehicle: JSON.stringify({ year: '1999', make: 'Tesla', model: 'Model Y' }),
      year: '2023',
      make: 'Nissan',
      model: 'Leaf',
    });
    expect(badYear).toMatchObject({ matchedBy: 'year-make-model', values: { id: '3' } });
    const notText = rangeLink({ vehicle: JSON.stringify({ year: 2024, make: 7, model: 'Model Y' }) });
    expect(notText.matchedBy).toBeUndefined();
  });

  it('tells the visitor when a shared vehicle was not found or only approximately', () => {
    expect(rangeLink({ id: '999' }).issues).toEqual([CALCULATOR_MESSAGES.vehicleNotFound]);
    expect(rangeLink({ id: 'abc', model: 'Roadster' }).issues).toEqual([CALCULATOR_MESSAGES.vehicleNotFound]);
    const approximate = rangeLink({ year: '2024', make: 'Tesla', model: 'Roadster' });
    expect(approximate.issues).toEqual([CALCULATOR_MESSAGES.vehicleApproximate]);
    expect(approximate.values.id).toBe('1');
    expect(rangeLink({ year: '1999', make: 'Tesla' }).issues).toEqual([CALCULATOR_MESSAGES.year]);
  });
});

describe('form values', () => {
  it('defaults the region to California, else the first region, and reports an unknown one', () => {
    expect(rangeLink({}).values.region).toBe('California');
    expect(rangeFromLink(loadRangeUrl({}), evs, [regions[2]!]).values.region).toBe('Texas');
    expect(rangeLink({ region: 'texas' }).values.region).toBe('Texas');
    const unknown = rangeLink({ region: 'Atlantis' });
    expect(unknown.values.region).toBe('California');
    expect(unknown.issues).toEqual([CALCULATOR_MESSAGES.region]);
  });

  it('preselects the newest year of a make given alone', () => {
    expect(rangeLink({ make: 'nissan' }).values).toMatchObject({ year: '2023', make: 'Nissan', id: '' });
  });

  it('round-trips through the shared link to the same result', () => {
    const { values } = rangeLink({ id: '1', distance: '250', region: 'Alabama', loss: '10', miles: '9000' });
    const first = rangeResultFor(values, evs, ices, regions);
    const link = serializeRangeUrl('https://ev.example/range-tool', rangeUrlOf(values, evs, true));
    expect(link).toBe(
      'https://ev.example/range-tool?shared=true&id=1&year=2024&make=Tesla&model=Model+3&distance=250&region=Alabama&loss=10&miles=9000',
    );
    const again = rangeFromLink(loadRangeUrl(new URL(link)), evs, regions);
    expect(again.shared).toBe(true);
    expect(rangeResultFor(again.values, evs, ices, regions)).toEqual(first);
    // EPA's 25 kWh/100 mi over 250 miles at 10 ¢, with the link's 10 % charging loss on top
    expect(first?.homeCostUsd).toBeCloseTo((((25 * 250) / 100) * 0.1) / 0.9, 10);
  });

  it('carries the outside temperature through the shared link and into the result', () => {
    const { values, issues } = rangeLink({ id: '1', distance: '100', temp: '20' });
    expect(issues).toEqual([]);
    const link = serializeRangeUrl('https://ev.example/range-tool', rangeUrlOf(values, evs, true));
    expect(link).toContain('temp=20');
    const again = rangeFromLink(loadRangeUrl(new URL(link)), evs, regions);
    const result = rangeResultFor(again.values, evs, ices, regions);
    expect(result?.temperature?.temperatureF).toBe(20);
    expect(result?.rangeMiles).toBeCloseTo(result!.vehicle.epaRangeMiles * 0.59, 10);
  });

  it("gives a temperature out of range or garbage the calculators' message and EPA's figures as rated", () => {
    for (const temp of ['-41', '121', 'cold', '1e2']) {
      const { values, issues } = rangeLink({ id: '1', distance: '100', temp });
      expect(issues).toEqual([CALCULATOR_MESSAGES.temperature]);
      expect(CALCULATOR_MESSAGES.temperature).toBe(
        'Outside temperature must be a number from -40 to 120 °F.',
      );
      const result = rangeResultFor(values, evs, ices, regions);
      expect(result?.temperature).toBeNull();
      expect(result?.rangeMiles).toBe(result?.vehicle.epaRangeMiles);
    }
  });

  it('keeps the comparables when the trip distance is out of bounds', () => {
    const { values } = rangeLink({ id: '1', distance: '0' });
    expect(rangeResultFor({ ...values, distance: '0' }, evs, ices, regions)).toBeNull();
    const withTrip = rangeComparablesFor({ ...values, distance: '100' }, evs, ices);
    const withoutTrip = rangeComparablesFor({ ...values, distance: '1001' }, evs, ices);
    expect(withoutTrip).toEqual(withTrip);
    expect(withTrip!.evs.length + withTrip!.ices.length).toBeGreaterThan(0);
  });

  it('gives no range result without a model, and none without a region', () => {
    const { values } = rangeLink({});
    expect(rangeResultFor(values, evs, ices, regions)).toBeNull();
    expect(rangeResultFor({ ...values, id: '1' }, evs, ices, [])).toBeNull();
    expect(rangeResultFor({ ...values, id: '1' }, evs, ices, regions)?.distanceMiles).toBe(100);
  });

  it('needs a model and a mileage for the battery result, and both pressures for the tire result', () => {
    const battery = batteryLink({ id: '3' }).values;
    expect(batteryResultFor(battery, evs, 2025)).toBeNull();
    expect(batteryResultFor({ ...battery, mileage: '0' }, evs, 2025)?.remainingCapacityPercent).toBe(96);
    expect(batteryResultFor({ ...battery, mileage: '-1' }, evs, 2025)).toBeNull();
    const tire = tireLink({ id: '1', current: '32' }).values;
    expect(tireResultFor(tire, evs, regions, [])).toBeNull();
    expect(tireResultFor({ ...tire, target: '42' }, evs, regions, [])?.gainPercent).toBeCloseTo(3, 10);
  });
});
