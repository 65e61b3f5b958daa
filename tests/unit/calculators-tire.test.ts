import { calculateTire, efficiencyChartPoints, pressureGuidance } from '@/lib/calculators/tire-pressure';

const placards = [
  {
    make: 'Tesla',
    model: 'Model 3',
    recommendedPsi: 42,
    maxPsi: 50,
    source: { name: 'Model 3 Owner’s Manual', url: 'https://example.org/manual' },
  },
  { make: 'Rivian', model: 'R1T', recommendedPsi: 48, maxPsi: 55 },
  { make: 'Tesla', model: 'Model S', recommendedPsi: 45, maxPsi: 50, appliesTo: '19-inch wheels' },
];

describe('RangeBoost tire pressure (spec §5, §9)', () => {
  it('gains 0.3 % per PSI of increase', () => {
    const result = calculateTire({ epaRangeMiles: 300 }, 32, 42);
    expect(result.gainPercent).toBeCloseTo(3, 10);
    expect(result.rangeIncreaseMiles).toBeCloseTo(9, 10);
    expect(result.newRangeMiles).toBeCloseTo(309, 10);
    expect(result.capped).toBe(false);
  });

  it('gives zero gain when the target is at or below the current pressure', () => {
    expect(calculateTire({ epaRangeMiles: 300 }, 40, 40).gainPercent).toBe(0);
    expect(calculateTire({ epaRangeMiles: 300 }, 40, 35).gainPercent).toBe(0);
  });

  it('caps the gain at 5 % and flags it', () => {
    // 20 PSI × 0.3 = 6 % → 5 %
    const result = calculateTire({ epaRangeMiles: 300 }, 30, 50);
    expect(result.gainPercent).toBe(5);
    expect(result.capped).toBe(true);
    // 16 PSI gives 4.8 % (under the cap); 17 PSI gives 5.1 % (capped)
    expect(calculateTire({ epaRangeMiles: 300 }, 30, 46).capped).toBe(false);
    expect(calculateTire({ epaRangeMiles: 300 }, 30, 47).capped).toBe(true);
  });

  it('warns below 20 PSI', () => {
    expect(calculateTire({ epaRangeMiles: 300 }, 19, 40).lowPressure).toBe(true);
    expect(calculateTire({ epaRangeMiles: 300 }, 20, 40).lowPressure).toBe(false);
  });

  it('gain never falls as the target rises', () => {
    let previous = 0;
    for (let target = 30; target <= 60; target += 1) {
      const gain = calculateTire({ epaRangeMiles: 300 }, 30, target).gainPercent;
      expect(gain).toBeGreaterThanOrEqual(previous);
      expect(gain).toBeLessThanOrEqual(5);
      previous = gain;
    }
  });

  it('uses the placard figures, else the site’s defaults (38-42 PSI, max 50)', () => {
    expect(pressureGuidance(placards, 'tesla', 'model 3')).toEqual({
      recommendedText: '42 PSI',
      maxPsi: 50,
      fromPlacard: true,
      appliesTo: null,
      source: { name: 'Model 3 Owner’s Manual', url: 'https://example.org/manual' },
    });
    expect(pressureGuidance(placards, 'Rivian', 'R1T').maxPsi).toBe(55);
    expect(pressureGuidance(placards, 'Tesla', 'Model S')).toMatchObject({
      recommendedText: '45 PSI',
      appliesTo: '19-inch wheels',
    });
    expect(pressureGuidance(placards, 'Kia', 'EV6')).toEqual({
      recommendedText: '38-42 PSI',
      maxPsi: 50,
      fromPlacard: false,
      appliesTo: null,
      source: null,
    });
  });

  it('charts 0-10 PSI of increase giving 0 to 3 %', () => {
    const points = efficiencyChartPoints();
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual({ psiIncrease: 0, gainPercent: 0 });
    expect(points[10]?.gainPercent).toBeCloseTo(3, 10);
  });

  it('works out the energy and dollars lost to under-inflation a year', () => {
    // 12,000 mi × 25 kWh/100 mi = 3,000 kWh; 3 % gain → 3,000 × 0.03 ÷ 1.03 = 87.38 kWh; at 20 ¢ = $17.48
    const result = calculateTire({ epaRangeMiles: 300, efficiencyKwhPer100Mi: 25 }, 32, 42, {
      electricityRateCentsPerKwh: 20,
    });
    expect(result.yearlyLoss?.annualMiles).toBe(12_000);
    expect(result.yearlyLoss?.kwh).toBeCloseTo(87.379, 2);
    expect(result.yearlyLoss?.usd).toBeCloseTo(17.476, 2);
    const moreMiles = calculateTire({ epaRangeMiles: 300, efficiencyKwhPer100Mi: 25 }, 32, 42, {
      annualMiles: 24_000,
    });
    expect(moreMiles.yearlyLoss?.kwh).toBeCloseTo(2 * 87.379, 2);
    expect(moreMiles.yearlyLoss?.usd).toBeNull();
  });
});
