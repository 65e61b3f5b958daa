import {
  calculateRange,
  chartMaxMiles,
  combinedMpg,
  combinedMpgText,
  dcFastChargeTime,
  energyBasis,
  evCo2KgFlat,
  evCo2KgGrid,
  findComparables,
  formatDuration,
  gasCo2Kg,
  gasCostUsd,
  gasRangeMiles,
  gasVehicleLabel,
  homeChargingCostUsd,
  kwhPer100MiToMiPerKwh,
  level2ChargeTime,
  superchargingCostUsd,
} from '@/lib/calculators/range';
import { ev, ice, region } from './calculators-fixtures';

/** A row without EPA's consumption: the site's capacity ÷ range formula applies. */
const specEv = (overrides: Parameters<typeof ev>[0] = {}) =>
  ev({ efficiencyKwhPer100Mi: null, ...overrides });

describe('range tool formulas (spec §9)', () => {
  it('home cost on EPA consumption = distance × kWh/100 mi ÷ 100 × rate, with no loss added', () => {
    // 100 mi × 25 kWh/100 mi = 25 kWh × $0.20 = $5.00 (EPA's figure already includes charging losses)
    expect(homeChargingCostUsd(ev(), 100, 20)).toBeCloseTo(5, 10);
    expect(energyBasis(ev())).toBe('epa-consumption');
    // a loss the visitor sets is added on top: 25 kWh ÷ 0.9 × $0.20
    expect(homeChargingCostUsd(ev(), 100, 20, 10)).toBeCloseTo(25 / 0.9 / 5, 10);
  });

  it('falls back to capacity × rate ÷ range × distance without EPA consumption', () => {
    // 60 kWh × $0.20 ÷ 300 mi × 100 mi = $4.00
    expect(homeChargingCostUsd(specEv(), 100, 20)).toBeCloseTo(4, 10);
    expect(energyBasis(specEv())).toBe('capacity-per-range');
  });

  it('gives no cost when neither consumption nor capacity is published', () => {
    const bare = specEv({ batteryCapacityKwh: null });
    expect(energyBasis(bare)).toBeNull();
    expect(homeChargingCostUsd(bare, 100, 20)).toBeNull();
    expect(superchargingCostUsd(bare, 100, 0.48)).toBeNull();
  });

  it('supercharging cost uses the $/kWh rate on the same energy', () => {
    // 25 kWh × $0.48 = $12.00; on the fallback 60 × 0.48 ÷ 300 × 100 = $9.60
    expect(superchargingCostUsd(ev(), 100, 0.48)).toBeCloseTo(12, 10);
    expect(superchargingCostUsd(specEv(), 100, 0.48)).toBeCloseTo(9.6, 10);
  });

  it('gas cost = distance ÷ EPA combined mpg × price and gas range = tank × EPA combined mpg', () => {
    // EPA combined 35 mpg: 100 ÷ 35 × 3.50 = $10.00; 12 gal × 35 = 420 mi
    expect(gasCostUsd(ice(), 100, 3.5)).toBeCloseTo(10, 10);
    expect(gasRangeMiles(ice())).toBe(420);
    // EPA's 2026 Palisade Hybrid AWD (49583): 29 city, 30 highway, 29 combined. The plain average, 29.5, gave
    // 150 mi for 3 % less than EPA's combined figure does.
    const palisade = ice({ mpgCity: 29, mpgHighway: 30, mpgCombined: 29 });
    expect(gasCostUsd(palisade, 150, 3.612)).toBeCloseTo((150 / 29) * 3.612, 10);
    expect(gasCo2Kg(palisade, 150)).toBeCloseTo((150 / 29) * 8.89, 10);
    expect(combinedMpgText(palisade)).toBe('EPA combined 29 mpg');
  });

  it('weighs city and highway as EPA does (55/45 by fuel) for a row without EPA’s combined figure, never averaging', () => {
    const handKept = ice({ mpgCity: 20, mpgHighway: 40, mpgCombined: null });
    // 1 ÷ (0.55 ÷ 20 + 0.45 ÷ 40) = 25.64 mpg, where the plain average would claim 30
    expect(combinedMpg(handKept)).toBeCloseTo(1 / (0.55 / 20 + 0.45 / 40), 10);
    expect(gasCostUsd(handKept, 100, 4)).toBeCloseTo((100 * 4) / (1 / (0.55 / 20 + 0.45 / 40)), 10);
    expect(combinedMpgText(handKept)).toBe(
      '26 mpg combined from city 20 and highway 40 (EPA’s 55/45 weighting)',
    );
  });

  it('names EPA’s hybrids as hybrids, once', () => {
    expect(gasVehicleLabel(ice({ year: 2024, make: 'Honda', model: 'CR-V FWD', hybrid: true }))).toBe(
      '2024 Honda CR-V FWD (hybrid)',
    );
    expect(
      gasVehicleLabel(ice({ year: 2026, make: 'Hyundai', model: 'Palisade Hybrid AWD', hybrid: true })),
    ).toBe('2026 Hyundai Palisade Hybrid AWD');
    expect(gasVehicleLabel(ice({ year: 2024, make: 'Honda', model: 'CR-V FWD', hybrid: false }))).toBe(
      '2024 Honda CR-V FWD',
    );
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

  it("Level 2 time = capacity ÷ L2 kW, in hours and minutes, without EPA's 240 V time", () => {
    // 60 ÷ 11 = 5.4545 h = 327 min
    const time = level2ChargeTime(ev());
    expect(time).toEqual({
      duration: { totalMinutes: 327, hours: 5, minutes: 27 },
      basis: 'capacity-per-charger',
    });
    expect(formatDuration(time!.duration)).toBe('5 h 27 m');
  });

  it("Level 2 time is EPA's 240 V charge time where EPA gives one", () => {
    expect(level2ChargeTime(ev({ charge240Hours: 7.5 }))).toEqual({
      duration: { totalMinutes: 450, hours: 7, minutes: 30 },
      basis: 'epa-240v',
    });
    expect(level2ChargeTime(ev({ batteryCapacityKwh: null, chargingSpeedL2Kw: null }))).toBeNull();
  });

  it('DC fast: 60 % of capacity at 250 and 150 kW × 70 %, averaged, never below 20 minutes', () => {
    // 100 kWh → 60 kWh: 60/175 h and 60/105 h average to 0.4571 h = 27 min
    expect(dcFastChargeTime(ev({ batteryCapacityKwh: 100 }))?.totalMinutes).toBe(27);
    // 60 kWh → 36 kWh: 16.5 min, shown as the 20-minute minimum
    expect(dcFastChargeTime(ev())?.totalMinutes).toBe(20);
    expect(formatDuration(dcFastChargeTime(ev())!)).toBe('20 m');
    expect(dcFastChargeTime(ev({ batteryCapacityKwh: null }))).toBeNull();
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
    expect(result.evs.map((entry) => [entry.vehicle.id, entry.rule])).toEqual([
      [2, 'price'],
      [4, 'price'],
    ]);
    expect(result.ices.map((entry) => [entry.vehicle.id, entry.rule])).toEqual([
      [101, 'price'],
      [103, 'price'],
    ]);
  });

  it('returns at most 3 EVs and 3 gas vehicles', () => {
    const evs = [2, 3, 4, 5, 6].map((id) => ev({ id }));
    const ices = [101, 102, 103, 104].map((id) => ice({ id }));
    const result = findComparables(selected, evs, ices);
    expect(result.evs).toHaveLength(3);
    expect(result.ices).toHaveLength(3);
  });

  it('takes a gas car by price only when its tank size is sourced too', () => {
    const result = findComparables(selected, [], [ice({ id: 101, tankCapacityGallons: null })]);
    expect(result.ices).toEqual([]);
  });

  it('fills the places left with the same EPA size class and model year within one, best MPG first', () => {
    const classEv = ev({ id: 1, msrpUsd: null, sizeClass: 'Small Sport Utility Vehicle 4WD', year: 2025 });
    const gas = (id: number, model: string, overrides: Parameters<typeof ice>[0] = {}) =>
      ice({
        id,
        model,
        msrpUsd: null,
        tankCapacityGallons: null,
        sizeClass: 'Small Sport Utility Vehicle 4WD',
        ...overrides,
      });
    const ices = [
      gas(101, 'Alpha', { mpgCombined: 25 }),
      gas(102, 'Bravo', { mpgCombined: 38 }),
      gas(103, 'Bravo', { mpgCombined: 40, year: 2026 }),
      gas(104, 'Charlie', { mpgCombined: 30, year: 2023 }),
      gas(105, 'Delta', { mpgCombined: 33, sizeClass: 'Midsize Cars' }),
      gas(106, 'Echo', { mpgCombined: 28 }),
    ];
    const result = findComparables(classEv, [], ices);
    // one per model (Bravo's best, the 2026), none from another class or two model years away
    expect(result.ices.map((entry) => [entry.vehicle.id, entry.rule])).toEqual([
      [103, 'size-class'],
      [106, 'size-class'],
      [101, 'size-class'],
    ]);
  });

  it("picks EVs of the same size class closest in range, never the selected model's own trims", () => {
    const classEv = ev({
      id: 1,
      msrpUsd: null,
      sizeClass: 'Midsize Cars',
      epaRangeMiles: 300,
      model: 'Volt One',
    });
    const evs = [
      classEv,
      ev({ id: 2, sizeClass: 'Midsize Cars', epaRangeMiles: 305, model: 'Volt One', trim: 'AWD' }),
      ev({ id: 3, sizeClass: 'Midsize Cars', epaRangeMiles: 250, make: 'Other', model: 'Far' }),
      ev({ id: 4, sizeClass: 'Midsize Cars', epaRangeMiles: 310, make: 'Other', model: 'Near' }),
      ev({ id: 5, sizeClass: 'Large Cars', epaRangeMiles: 300, make: 'Other', model: 'Large' }),
    ];
    const result = findComparables(classEv, evs, []);
    expect(result.evs.map((entry) => entry.vehicle.id)).toEqual([4, 3]);
  });

  it('uses the class family across 2WD and 4WD when EPA rated no car of the exact class', () => {
    const suv = ev({ id: 1, msrpUsd: null, sizeClass: 'Standard Sport Utility Vehicle 4WD' });
    const ices = [ice({ id: 101, msrpUsd: null, sizeClass: 'Standard Sport Utility Vehicle 2WD' })];
    expect(findComparables(suv, [], ices).ices.map((entry) => entry.vehicle.id)).toEqual([101]);
  });
});

describe('findComparables: the maker’s own gas cars before other makers’ (range-tool.md § Comparables)', () => {
  const lux = ev({
    id: 1,
    make: 'Rolls-Royce',
    model: 'Spectre',
    vehicleType: 'car',
    sizeClass: 'Compact Cars',
    msrpUsd: null,
    year: 2025,
  });
  const gas = (id: number, make: string, model: string, overrides: Parameters<typeof ice>[0] = {}) =>
    ice({ id, make, model, vehicleType: 'car', msrpUsd: null, tankCapacityGallons: null, ...overrides });
  const rules = (result: ReturnType<typeof findComparables>) =>
    result.ices.map((entry) => [entry.vehicle.id, entry.rule]);

  it('takes the maker’s gas models of the EV’s EPA size class, 2WD and 4WD together, best MPG first', () => {
    const suv = ev({
      id: 1,
      make: 'Kia',
      model: 'EV6',
      vehicleType: 'suv',
      sizeClass: 'Small Sport Utility Vehicle 4WD',
      msrpUsd: null,
      year: 2025,
    });
    const small = { vehicleType: 'suv', sizeClass: 'Small Sport Utility Vehicle 2WD' };
    const ices = [
      gas(101, 'Kia', 'Sportage', { ...small, mpgCombined: 28 }),
      gas(102, 'Kia', 'Sportage Hybrid', { ...small, baseModel: 'Sportage', mpgCombined: 43 }),
      gas(103, 'KIA', 'Seltos', { ...small, sizeClass: 'Small Sport Utility Vehicle 4WD', mpgCombined: 29 }),
      gas(104, 'Kia', 'Niro', { ...small, mpgCombined: 53, year: 2023 }),
      gas(105, 'Toyota', 'Corolla Cross Hybrid', { ...small, mpgCombined: 42 }),
      gas(106, 'Kia', 'Soul', { ...small, mpgCombined: 31, year: 2026 }),
    ];
    // one per model (the Sportage's best row), none two model years away, none of another maker
    expect(rules(findComparables(suv, [], ices))).toEqual([
      [102, 'maker-class'],
      [106, 'maker-class'],
      [103, 'maker-class'],
    ]);
  });

  it('fills the places left with the maker’s nearest type: its own type in another class before another type', () => {
    const ices = [
      gas(101, 'Rolls-Royce', 'Ghost', { sizeClass: 'Compact Cars', mpgCombined: 14 }),
      gas(102, 'Rolls-Royce', 'Phantom', { sizeClass: 'Large Cars', mpgCombined: 13 }),
      gas(103, 'Rolls-Royce', 'Cullinan', {
        vehicleType: 'suv',
        sizeClass: 'Standard Sport Utility Vehicle 4WD',
        mpgCombined: 15,
      }),
    ];
    expect(rules(findComparables(lux, [], ices))).toEqual([
      [101, 'maker-class'],
      [102, 'maker-type'],
    ]);
  });

  it('goes to the maker’s nearest other type when it sells none of the EV’s type', () => {
    const ices = [
      gas(101, 'Rolls-Royce', 'Cullinan', {
        vehicleType: 'suv',
        sizeClass: 'Standard Sport Utility Vehicle 4WD',
      }),
      gas(102, 'Rolls-Royce', 'Hauler', { vehicleType: 'truck', sizeClass: 'Standard Pickup Trucks 4WD' }),
    ];
    expect(rules(findComparables(lux, [], ices))).toEqual([[101, 'maker-type']]);
  });

  it('never sets a maker’s EV against another maker’s economy car, even with places left', () => {
    const ices = [
      gas(101, 'Toyota', 'Corolla Hybrid', { sizeClass: 'Compact Cars', mpgCombined: 50 }),
      gas(102, 'Mitsubishi', 'Mirage', { sizeClass: 'Compact Cars', mpgCombined: 39 }),
      gas(103, 'Rolls-Royce', 'Ghost', { sizeClass: 'Large Cars', mpgCombined: 14 }),
    ];
    expect(rules(findComparables(lux, [], ices))).toEqual([[103, 'maker-type']]);
  });

  it('takes the size class across makers only for a maker that sells no gas car within a model year', () => {
    const corolla = gas(101, 'Toyota', 'Corolla Hybrid', { sizeClass: 'Compact Cars', mpgCombined: 50 });
    const ghost = (year: number) =>
      gas(102, 'Rolls-Royce', 'Ghost', { sizeClass: 'Large Cars', mpgCombined: 14, year });
    expect(rules(findComparables(lux, [], [corolla, ghost(2024)]))).toEqual([[102, 'maker-type']]);
    expect(rules(findComparables(lux, [], [corolla, ghost(2023)]))).toEqual([[101, 'size-class']]);
  });

  it('keeps the price rule first and gives the maker’s groups only the places and models left', () => {
    const priced = ev({ id: 1, make: 'BMW', model: 'i7', vehicleType: 'car', sizeClass: 'Large Cars' });
    const ices = [
      gas(101, 'BMW', '740i', { baseModel: '7 Series', msrpUsd: 45_000, tankCapacityGallons: 20 }),
      gas(102, 'BMW', '760i', { baseModel: '7 Series', sizeClass: 'Large Cars', mpgCombined: 24 }),
      gas(103, 'BMW', 'M8', { baseModel: '8 Series', sizeClass: 'Large Cars', mpgCombined: 17 }),
      gas(104, 'BMW', '330i', { baseModel: '3 Series', sizeClass: 'Compact Cars', mpgCombined: 30 }),
    ];
    expect(rules(findComparables(priced, [], ices))).toEqual([
      [101, 'price'],
      [103, 'maker-class'],
      [104, 'maker-type'],
    ]);
  });
});

describe('calculateRange', () => {
  it('gives the site’s numbers when no optional input is set', () => {
    const result = calculateRange(specEv(), 100, region(), [specEv()], [ice()]);
    expect(result.homeCostUsd).toBeCloseTo(4, 10);
    expect(result.superchargingCostUsd).toBeCloseTo(9.6, 10);
    expect(result.averageGasCostUsd).toBeCloseTo(10, 10);
    expect(result.savingsUsd).toBeCloseTo(6, 10);
    // on the fallback the trip's energy is 60 ÷ 300 × 100 = 20 kWh, × 0.4 kg = 8 kg
    expect(result.co2SavingsKg).toBeCloseTo((100 / 35) * 8.89 - 8, 10);
    expect(result.chartMaxMiles).toBeCloseTo(462, 10);
    expect(result.annual).toBeNull();
    expect(result.chargingLossPercent).toBe(0);
  });

  it('shows no savings bubble when gas is not dearer than home charging', () => {
    const result = calculateRange(specEv(), 100, region({ gasPriceUsdPerGallon: 1.4 }), [], [ice()]);
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
    const result = calculateRange(specEv(), 100, region(), [], [ice()], {
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
      const cost = homeChargingCostUsd(ev(), distance, 20)!;
      expect(cost).toBeGreaterThan(previous);
      previous = cost;
    }
    expect(homeChargingCostUsd(ev(), 100, 30)!).toBeGreaterThan(homeChargingCostUsd(ev(), 100, 20)!);
    expect(homeChargingCostUsd(ev(), 100, 20, 10)!).toBeGreaterThan(homeChargingCostUsd(ev(), 100, 20, 0)!);
  });

  it('says which figure the cost rests on and shows a gas car without a sourced tank with no range', () => {
    const gasCar = ice({ tankCapacityGallons: null, msrpUsd: null, sizeClass: 'Midsize Cars' });
    const withClass = calculateRange(
      ev({ msrpUsd: null, sizeClass: 'Midsize Cars' }),
      100,
      region(),
      [],
      [gasCar],
    );
    expect(withClass.energyBasis).toBe('epa-consumption');
    expect(withClass.homeCostUsd).toBeCloseTo(5, 10);
    expect(withClass.gas).toHaveLength(1);
    expect(withClass.gas[0]!.rangeMiles).toBeNull();
    expect(withClass.gas[0]!.costUsd).toBeCloseTo(10, 10);
    // the chart scales to the EV alone: 300 × 1.1
    expect(withClass.chartMaxMiles).toBeCloseTo(330, 10);
  });

  it('lowers range and raises energy use at the outside temperature', () => {
    const result = calculateRange(ev(), 100, region(), [], [], { temperatureF: 20 });
    // AAA: range −41 %, efficiency −39 % at 20 °F
    expect(result.rangeMiles).toBeCloseTo(300 * 0.59, 10);
    expect(result.consumptionKwhPer100Mi).toBeCloseTo(25 / 0.61, 10);
    expect(result.homeCostUsd).toBeCloseTo((25 / 0.61) * 0.2, 10);
    expect(calculateRange(ev(), 100, region(), [], []).rangeMiles).toBe(300);
  });
});
