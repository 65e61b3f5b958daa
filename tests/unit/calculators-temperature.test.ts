import { AAA_2019, efficiencyLossAt, rangeLossAt, temperatureEffect } from '@/lib/calculators/temperature';

describe('range at the outside temperature (AAA, February 2019)', () => {
  it('reproduces the study: range −41 % and efficiency −39 % at 20 °F with the heater on', () => {
    const cold = temperatureEffect(20);
    expect(cold.rangeLoss).toBeCloseTo(0.41, 10);
    expect(cold.rangeFactor).toBeCloseTo(0.59, 10);
    expect(cold.efficiencyLoss).toBeCloseTo(0.39, 10);
    // fewer miles per kWh means more kWh per mile: 1 ÷ 0.61
    expect(cold.consumptionFactor).toBeCloseTo(1 / 0.61, 10);
    // "for every 100 miles of combined urban/highway driving, the range at 20°F would be reduced to 59 miles"
    expect(100 * cold.rangeFactor).toBeCloseTo(59, 10);
  });

  it('reproduces the study: range −17 % and efficiency −18 % at 95 °F with the air conditioning on', () => {
    const hot = temperatureEffect(95);
    expect(hot.rangeLoss).toBeCloseTo(0.17, 10);
    expect(hot.efficiencyLoss).toBeCloseTo(0.18, 10);
  });

  it("loses nothing at the study's 75 °F baseline", () => {
    expect(temperatureEffect(75)).toMatchObject({
      rangeLoss: 0,
      rangeFactor: 1,
      consumptionFactor: 1,
      beyondStudy: false,
    });
  });

  it('reads between the measured points on a straight line', () => {
    // halfway between 20 °F and 75 °F
    expect(rangeLossAt(47.5)).toBeCloseTo(0.205, 10);
    expect(efficiencyLossAt(85)).toBeCloseTo(0.09, 10);
  });

  it('claims no more than the study measured beyond 20 °F and 95 °F', () => {
    expect(temperatureEffect(-40)).toMatchObject({ rangeLoss: 0.41, beyondStudy: true });
    expect(temperatureEffect(120)).toMatchObject({ rangeLoss: 0.17, beyondStudy: true });
  });

  it('names its sources', () => {
    for (const source of AAA_2019.sources) expect(source.url).toMatch(/^https:\/\//);
  });
});
