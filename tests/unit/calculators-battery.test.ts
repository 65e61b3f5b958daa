import {
  ageImpactLevel,
  batteryAgeYears,
  batteryRating,
  calculateBattery,
  capacityProjection,
  chargingImpactLevel,
  degradationPercent,
  mileageImpactLevel,
} from '@/lib/calculators/battery';

describe('battery degradation (spec §9)', () => {
  it('is 2 % per year plus 0.02 % per 1,000 miles', () => {
    // 5 years × 2 + 50 × 0.02 = 11 %
    expect(degradationPercent(5, 50_000)).toBeCloseTo(11, 10);
    expect(degradationPercent(0, 0)).toBe(0);
  });

  it('works out a hand-checked example', () => {
    const result = calculateBattery({ year: 2020, epaRangeMiles: 300 }, 50_000, 2025);
    expect(result.ageYears).toBe(5);
    expect(result.remainingCapacityPercent).toBeCloseTo(89, 10);
    expect(result.rating).toBe('Good');
    expect(result.currentRangeMiles).toBeCloseTo(267, 10);
    expect(result.annualMileage).toBe(10_000);
    expect(result.chargesPerYear).toBeCloseTo(33.33, 2);
    expect(result.averageDriverChargesPerYear).toBe(40);
    expect(result.impacts.age).toEqual({ value: 5, level: 3, label: 'Moderate Impact' });
    expect(result.impacts.mileage.level).toBe(2);
    expect(result.impacts.charging.level).toBe(1);
  });

  it('rates by the thresholds 96, 91, 85, 80 and 72', () => {
    expect(batteryRating(96)).toBe('Excellent');
    expect(batteryRating(95.99)).toBe('Very Good');
    expect(batteryRating(91)).toBe('Very Good');
    expect(batteryRating(90.99)).toBe('Good');
    expect(batteryRating(85)).toBe('Good');
    expect(batteryRating(84.99)).toBe('Fair');
    expect(batteryRating(80)).toBe('Fair');
    expect(batteryRating(79.99)).toBe('Poor');
    expect(batteryRating(72)).toBe('Poor');
    expect(batteryRating(71.99)).toBe('Critical');
  });

  it('gives impact levels 1-5 at the site’s limits', () => {
    expect([2, 2.01, 4, 4.01, 6, 6.01, 8, 8.01].map(ageImpactLevel)).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    expect(
      [40_000, 40_001, 80_000, 80_001, 120_000, 120_001, 160_000, 160_001].map(mileageImpactLevel),
    ).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    expect([52, 53, 104, 105, 182, 183, 365, 366].map(chargingImpactLevel)).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    // One car per level of age: 1, 3, 5, 7 and 9 years old.
    expect(
      [1, 3, 5, 7, 9].map(
        (age) => calculateBattery({ year: 2025 - age, epaRangeMiles: 300 }, 0, 2025).impacts.age.label,
      ),
    ).toEqual(['Minimal Impact', 'Low Impact', 'Moderate Impact', 'High Impact', 'Severe Impact']);
  });

  it('counts a first-year car’s mileage as one year of driving', () => {
    const result = calculateBattery({ year: 2025, epaRangeMiles: 250 }, 15_000, 2025);
    expect(result.ageYears).toBe(0);
    expect(result.annualMileage).toBe(15_000);
    expect(batteryAgeYears(2026, 2025)).toBe(0);
  });

  it('never degrades more than 100 %', () => {
    expect(degradationPercent(100, 1_000_000)).toBe(100);
  });

  it('adds the optional DC fast and climate factors only when set', () => {
    expect(degradationPercent(5, 50_000, {})).toBeCloseTo(11, 10);
    expect(degradationPercent(5, 50_000, { dcFastShare: 'low', climate: 'temperate' })).toBeCloseTo(11, 10);
    expect(degradationPercent(5, 50_000, { dcFastShare: 'high' })).toBeCloseTo(11 + 5 * 1.5, 10);
    expect(degradationPercent(5, 50_000, { climate: 'hot' })).toBeCloseTo(11 + 5 * 0.4, 10);
  });

  it('degradation never falls as age or mileage grows', () => {
    for (let age = 0; age < 20; age += 1) {
      expect(degradationPercent(age + 1, 30_000)).toBeGreaterThanOrEqual(degradationPercent(age, 30_000));
    }
    for (let miles = 0; miles < 300_000; miles += 10_000) {
      expect(degradationPercent(4, miles + 10_000)).toBeGreaterThanOrEqual(degradationPercent(4, miles));
    }
  });

  it('projects capacity year by year for the chart', () => {
    const points = capacityProjection(12_000, 8);
    expect(points).toHaveLength(9);
    expect(points[0]).toEqual({ ageYears: 0, capacityPercent: 100 });
    // 8 years: 16 % + 96 × 0.02 = 17.92 % → 82.08 %
    expect(points[8]?.capacityPercent).toBeCloseTo(82.08, 10);
  });
});
