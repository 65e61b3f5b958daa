import {
  calculateRange,
  chartMaxMiles,
  dcFastChargeTime,
  evCo2KgFlat,
  evCo2KgGrid,
  findComparables,
  formatDuration,
  gasCo2Kg,
  gasCostUsd,
  gasRangeMiles,
  homeChargingCostUsd,
  kwhPer100MiToMiPerKwh,
  level2ChargeTime,
  superchargingCostUsd,
} from '@/lib/calculators/range';
import { ev, ice, region } from './calculators-fixtures';

describe('range tool formulas (spec §9)', () => {
  it('home cost = capacity × rate ÷ range × distance', () => {
    // 60 kWh × $0.20 ÷ 300 mi × 100 mi = $4.00
    expect(homeChargingCostUsd(ev(), 100, 20)).toBeCloseTo(4, 10);
  });

  it('supercharging cost uses the $/kWh rate in the same formula', () => {
    // 60 × 0.48 ÷ 300 × 100 = $9.60
    expect(superchargingCostUsd(ev(), 100, 0.48)).toBeCloseTo(9.6, 10);
  });

  it('gas cost = distance ÷ average mpg × price and gas range = tank × average mpg', () => {
    // average of 30 and 40 mpg is 35: 100 ÷ 35 × 3.50 = $10.00; 12 gal × 35 = 420 mi
    expect(gasCostUsd(ice(), 100, 3.5)).toBeCloseTo(10, 10);
    expect(gasRangeMiles(ice())).toBe(420);
  });

  it('CO2: 8.89 kg per gallon and 0.4 kg per kWh of label efficiency', () => {
    expect(gasCo2Kg(ice(), 100)).toBeCloseTo((100 / 35) * 8.89, 10);
    // 25 kWh/100 mi × 100 mi × 0.4 = 10 kg
    expect(evCo2KgFlat(ev(), 100)).toBeCloseTo(10, 10);
  });

  it('grid CO2 converts lb/MWh to kg/kWh', () => {
    // 25 kWh × 1000 lb/MWh × 0.45359237 kg/lb ÷ 1000 = 11.34 kg
    expect(evCo2KgGrid(ev(), 100, 1000)).toBeCloseTo(11.3398, 3);
  });

  it('Level 2 time = capacity ÷ L2 kW, in hours and minutes', () => {
    // 60 ÷ 11 = 5.4545 h = 327 min
    const time = level2ChargeTime(ev());
    expect(time).toEqual({ totalMinutes: 327, hours: 5, minutes: 27 });
    expect(formatDuration(time)).toBe('5 h 27 m');
  });

  it('DC fast: 60 % of capacity at 250 and 150 kW × 70 %, averaged, never below 20 minutes', () => {
    // 100 kWh → 60 kWh: 60/175 h and 60/105 h average to 0.4571 h = 27 min
    expect(dcFastChargeTime(ev({ batteryCapacityKwh: 100 })).totalMinutes).toBe(27);
    // 60 kWh → 36 kWh: 16.5 min, shown as the 20-minute minimum
    expect(dcFastChargeTime(ev()).totalMinutes).toBe(20);
    expect(formatDuration(dcFastChargeTime(ev()))).toBe('20 m');
  });

  it('chart scale is 110 % of the largest range', () => {
    expect(chartMaxMiles([300, 420])).toBeCloseTo(462, 10);
  });

  it('kWh/100 mi converts to mi/kWh', () => {
    expect(kwhPer100MiToMiPerKwh(25)).toBe(4);
  });
});

describe('comparables', () => {
  const selected = ev({ id: 1, msrpUsd: 40_000, year: 2024 });

  it('keeps the same type within $15,000 and one model year, excluding the selected model', () => {
    const evs = [
      selected,
      ev({ id: 2, msrpUsd: 55_000 }),
      ev({ id: 3, msrpUsd: 55_001 }),
      ev({ id: 4, year: 2023 }),
      ev({ id: 5, year: 2022 }),
      ev({ id: 6, vehicleType: 'suv' }),
    ];
    const ices = [
      ice({ id: 101, msrpUsd: 25_000 }),
      ice({ id: 102, msrpUsd: 24_999 }),
      ice({ id: 103, year: 2025 }),
    ];
    const result = findComparables(selected, evs, ices);
    expect(result.evs.map((entry) => entry.id)).toEqual([2, 4]);
    expect(result.ices.map((entry) => entry.id)).toEqual([101, 103]);
  });

  it('returns at most 3 EVs and 3 gas vehicles', () => {
    const evs = [2, 3, 4, 5, 6].map((id) => ev({ id }));
    const ices = [101, 102, 103, 104].map((id) => ice({ id }));
    const result = findComparables(selected, evs, ices);
    expect(result.evs).toHaveLength(3);
    expect(result.ices).toHaveLength(3);
  });
});

describe('calculateRange', () => {
  it('gives the spec numbers when no optional input is set', () => {
    const result = calculateRange(ev(), 100, region(), [ev()], [ice()]);
    expect(result.homeCostUsd).toBeCloseTo(4, 10);
    expect(result.superchargingCostUsd).toBeCloseTo(9.6, 10);
    expect(result.averageGasCostUsd).toBeCloseTo(10, 10);
    expect(result.savingsUsd).toBeCloseTo(6, 10);
    expect(result.co2SavingsKg).toBeCloseTo((100 / 35) * 8.89 - 10, 10);
    expect(result.chartMaxMiles).toBeCloseTo(462, 10);
    expect(result.annual).toBeNull();
    expect(result.chargingLossPercent).toBe(0);
  });

  it('shows no savings bubble when gas is not dearer than home charging', () => {
    const result = calculateRange(ev(), 100, region({ gasPriceUsdPerGallon: 1.4 }), [], [ice()]);
    // gas: 100 ÷ 35 × 1.40 = $4.00, equal to home charging
    expect(result.savingsUsd).toBeNull();
  });

  it('has no gas figures when no gas vehicle is comparable', () => {
    const result = calculateRange(ev(), 100, region(), [], [ice({ vehicleType: 'truck' })]);
    expect(result.averageGasCostUsd).toBeNull();
    expect(result.savingsUsd).toBeNull();
    expect(result.co2SavingsKg).toBeNull();
  });

  it('uses own prices, a charging loss and annual miles when given', () => {
    const result = calculateRange(ev(), 100, region(), [], [ice()], {
      electricityRateCentsPerKwh: 10,
      gasPriceUsdPerGallon: 4.2,
      chargingLossPercent: 20,
      annualMiles: 12_000,
    });
    // 2.00 at 10 ¢, ÷ 0.8 for the loss = 2.50; gas 100 ÷ 35 × 4.20 = 12.00
    expect(result.homeCostUsd).toBeCloseTo(2.5, 10);
    expect(result.averageGasCostUsd).toBeCloseTo(12, 10);
    // (12 − 2.5) ÷ 100 × 12,000 = 1,140 a year, 5,700 over 5 years
    expect(result.annual?.savingsUsd).toBeCloseTo(1140, 6);
    expect(result.annual?.fiveYearSavingsUsd).toBeCloseTo(5700, 6);
  });

  it('costs grow with distance and with the electricity price', () => {
    let previous = -1;
    for (const distance of [1, 10, 100, 500, 1000]) {
      const cost = homeChargingCostUsd(ev(), distance, 20);
      expect(cost).toBeGreaterThan(previous);
      previous = cost;
    }
    expect(homeChargingCostUsd(ev(), 100, 30)).toBeGreaterThan(homeChargingCostUsd(ev(), 100, 20));
    expect(homeChargingCostUsd(ev(), 100, 20, 10)).toBeGreaterThan(homeChargingCostUsd(ev(), 100, 20, 0));
  });
});
