/**
 * @jest-environment node
 */
import path from 'node:path';
import { formatUsd } from '@/components/calculators/format';
import {
  calculateRange,
  combinedMpgText,
  gasCostUsd,
  gasVehicleLabel,
  homeChargingCostUsd,
  type EvModel,
  type IceModel,
  type RegionPrices,
} from '@/lib/calculators/range';
import { SEED_DIR } from '@/lib/db/seed';
import { referenceRows } from '../fixtures/reference-data';

/**
 * Five vehicles recomputed by hand from their rows in EPA's fueleconomy.gov table (October 2025 export), each
 * cited by its EPA id (https://www.fueleconomy.gov/feg/noframes/{id}.shtml): `combE` is EPA's combined kWh per
 * 100 miles, `comb08`/`city08`/`highway08` its combined, city and highway mpg, `atvType` says "Hybrid".
 */
const EPA = {
  i5: { id: 49614, name: '2026 BMW i5 eDrive40 Sedan (20 inch Wheels)', combE: 31.7381 },
  bolt: { id: 45751, name: '2023 Chevrolet Bolt EV', combE: 28.1083 },
  versa: { id: 48597, name: '2025 Nissan Versa', city08: 32, highway08: 40, comb08: 35, atvType: '' },
  camry: { id: 48032, name: '2025 Toyota Camry HEV FF LE', city08: 53, highway08: 50, comb08: 51, atvType: 'Hybrid' },
  palisade: {
    id: 49583,
    name: '2026 Hyundai Palisade Hybrid AWD',
    city08: 29,
    highway08: 30,
    comb08: 29,
    atvType: 'Hybrid',
  },
} as const;

const TRIP_MILES = 150;
const ref = (name: string) => path.join(SEED_DIR, 'reference', name);

type Row = Record<string, string>;
const byEpaId = (rows: Row[], id: number) => {
  const row = rows.find((entry) => entry.epa_id === String(id));
  if (!row) throw new Error(`EPA row ${id} is not in the reference file`);
  return row;
};
const figure = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value));

/** A seeded EV row as the readers hand it to the calculator. */
const evFrom = (row: Row): EvModel => ({
  id: Number(row.epa_id),
  year: Number(row.year),
  make: row.make!,
  model: row.model!,
  trim: '',
  vehicleType: row.vehicle_type!,
  sizeClass: row.size_class,
  epaId: Number(row.epa_id),
  epaRangeMiles: Number(row.epa_range),
  batteryCapacityKwh: figure(row.battery_capacity),
  efficiencyKwhPer100Mi: figure(row.efficiency),
  msrpUsd: figure(row.msrp),
  chargingSpeedL2Kw: figure(row.charging_speed_l2),
  chargingSpeedDcfcKw: figure(row.charging_speed_dcfc),
  charge240Hours: figure(row.charge_240_hours),
});

const iceFrom = (row: Row): IceModel => ({
  id: Number(row.epa_id),
  year: Number(row.year),
  make: row.make!,
  model: row.model!,
  trim: '',
  vehicleType: row.vehicle_type!,
  sizeClass: row.size_class,
  epaId: Number(row.epa_id),
  msrpUsd: figure(row.msrp),
  mpgCity: Number(row.mpg_city),
  mpgHighway: Number(row.mpg_highway),
  mpgCombined: figure(row.mpg_combined),
  hybrid: row.hybrid === 'true',
  tankCapacityGallons: figure(row.tank_capacity),
});

let evRows: Row[];
let iceRows: Row[];
let texas: RegionPrices;

beforeAll(async () => {
  [evRows, iceRows] = await Promise.all([referenceRows(ref('ev_models.csv')), referenceRows(ref('ice_models.csv'))]);
  const state = (await referenceRows(ref('regional_data.csv'))).find((row) => row.state === 'Texas')!;
  texas = {
    state: 'Texas',
    electricityRateCentsPerKwh: Number(state.electricity_rate),
    superchargingRateUsdPerKwh: Number(state.supercharging_rate),
    gasPriceUsdPerGallon: Number(state.gas_price),
    gridCo2LbPerMwh: figure(state.grid_co2_lb_per_mwh),
    electricityAsOf: state.electricity_as_of!,
    superchargingAsOf: state.supercharging_as_of!,
    gasAsOf: state.gas_as_of!,
  };
});

describe('EV costs from EPA’s consumption as EPA states it, rounded once when shown', () => {
  it.each([EPA.i5, EPA.bolt])('$name: the seeded row carries EPA’s combE and 150 mi in Texas costs what it gives', (epa) => {
    const row = byEpaId(evRows, epa.id);
    expect(`${row.year} ${row.make} ${row.model}`).toBe(epa.name);
    expect(Number(row.efficiency)).toBe(epa.combE);
    // 150 mi × combE ÷ 100 kWh × Texas's ¢/kWh ÷ 100
    const byHand = ((TRIP_MILES * epa.combE) / 100) * (texas.electricityRateCentsPerKwh / 100);
    const cost = homeChargingCostUsd(evFrom(row), TRIP_MILES, texas.electricityRateCentsPerKwh);
    expect(formatUsd(cost!)).toBe(formatUsd(byHand));
    const result = calculateRange(evFrom(row), TRIP_MILES, texas, [], []);
    expect(formatUsd(result.homeCostUsd!)).toBe(formatUsd(byHand));
    expect(formatUsd(result.superchargingCostUsd!)).toBe(
      formatUsd(((TRIP_MILES * epa.combE) / 100) * texas.superchargingRateUsdPerKwh),
    );
  });
});

describe('gas costs from EPA’s combined mpg, hybrids named as hybrids', () => {
  it.each([EPA.versa, EPA.camry, EPA.palisade])(
    '$name: the seeded row carries EPA’s comb08 and fuel type, and 150 mi in Texas costs what comb08 gives',
    (epa) => {
      const row = byEpaId(iceRows, epa.id);
      expect(`${row.year} ${row.make} ${row.model}`).toBe(epa.name);
      expect([Number(row.mpg_city), Number(row.mpg_highway), Number(row.mpg_combined)]).toEqual([
        epa.city08,
        epa.highway08,
        epa.comb08,
      ]);
      const car = iceFrom(row);
      expect(car.hybrid).toBe(epa.atvType === 'Hybrid');
      // 150 mi ÷ comb08 × Texas's $/gal
      const byHand = (TRIP_MILES / epa.comb08) * texas.gasPriceUsdPerGallon;
      expect(formatUsd(gasCostUsd(car, TRIP_MILES, texas.gasPriceUsdPerGallon))).toBe(formatUsd(byHand));
      // the plain average of city and highway, which the page used before, gives another figure for each of them
      const averaged = (TRIP_MILES / ((epa.city08 + epa.highway08) / 2)) * texas.gasPriceUsdPerGallon;
      expect(formatUsd(byHand)).not.toBe(formatUsd(averaged));
      expect(combinedMpgText(car)).toBe(`EPA combined ${epa.comb08} mpg`);
      expect(gasVehicleLabel(car)).toMatch(epa.atvType === 'Hybrid' ? /hybrid/i : /^[^()]*$/);
    },
  );

  it('EPA’s 2024 Honda CR-V FWD hybrid row (46694) is named a hybrid; the gasoline row beside it (46693) is not', () => {
    expect(gasVehicleLabel(iceFrom(byEpaId(iceRows, 46694)))).toBe('2024 Honda CR-V FWD (hybrid)');
    expect(gasVehicleLabel(iceFrom(byEpaId(iceRows, 46693)))).toBe('2024 Honda CR-V FWD');
  });
});
