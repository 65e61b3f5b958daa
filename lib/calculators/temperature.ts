/**
 * Range at the outside temperature, from AAA's 2019 test of five EVs on a dynamometer in a climate-controlled cell
 * (with the Automotive Club of Southern California's Automotive Research Center, February 2019): against driving at
 * 75 °F, driving with the heater on at 20 °F cut range by 41 % and efficiency by 39 % on average, and with the air
 * conditioning on at 95 °F range by 17 % and efficiency by 18 %. Pure: no I/O.
 *
 * The study measured three temperatures only. Between them the loss is read on a straight line, and outside them
 * it stays at the nearest measured figure: nothing beyond what AAA measured is claimed, so in deeper cold or
 * heat the real loss may be larger than shown.
 */

export const AAA_2019 = {
  name: 'AAA Electric Vehicle Range Testing (February 2019)',
  sources: [
    {
      name: 'AAA: Study: Icy Temps Kill Electric Vehicle Range (18 Feb 2019)',
      url: 'https://www.colorado.aaa.com/news/study-icy-temps-kill-electric-vehicle-range',
    },
    {
      name: 'Digital Trends: AAA report, freezing temps slash electric vehicle range almost in half',
      url: 'https://www.digitaltrends.com/cars/aaa-report-freezing-temperatures-slash-ev-range/',
    },
  ],
  /**
   * The study's points with HVAC in use: outside temperature (°F), the share of the 75 °F range lost and the share
   * of the 75 °F efficiency (miles per kWh) lost.
   */
  points: [
    { temperatureF: 20, rangeLoss: 0.41, efficiencyLoss: 0.39 },
    { temperatureF: 75, rangeLoss: 0, efficiencyLoss: 0 },
    { temperatureF: 95, rangeLoss: 0.17, efficiencyLoss: 0.18 },
  ],
} as const;

export const TEMPERATURE_BOUNDS = { minF: -40, maxF: 120 } as const;

type Measure = 'rangeLoss' | 'efficiencyLoss';

/** One of the study's losses at this outside temperature, read between its points. */
function lossAt(temperatureF: number, measure: Measure): number {
  const points = AAA_2019.points;
  const [first, , last] = points;
  if (temperatureF <= first.temperatureF) return first[measure];
  if (temperatureF >= last.temperatureF) return last[measure];
  for (let index = 1; index < points.length; index += 1) {
    const low = points[index - 1]!;
    const high = points[index]!;
    if (temperatureF <= high.temperatureF) {
      const share = (temperatureF - low.temperatureF) / (high.temperatureF - low.temperatureF);
      return low[measure] + share * (high[measure] - low[measure]);
    }
  }
  return 0;
}

// Exported for its unit test: the rule is the contract.
/** Share of the EPA range lost at this outside temperature (0 to 0.41). */
export const rangeLossAt = (temperatureF: number) => lossAt(temperatureF, 'rangeLoss');

// Exported for its unit test: the rule is the contract.
/** Share of the efficiency (miles per kWh) lost at this outside temperature (0 to 0.39). */
export const efficiencyLossAt = (temperatureF: number) => lossAt(temperatureF, 'efficiencyLoss');

export interface TemperatureEffect {
  temperatureF: number;
  /** Share of range lost, 0–1. */
  rangeLoss: number;
  /** Multiplies the EPA range. */
  rangeFactor: number;
  /** Share of efficiency lost, 0–1. */
  efficiencyLoss: number;
  /** Multiplies energy per mile (kWh/100 mi): fewer miles per kWh. */
  consumptionFactor: number;
  /** Whether the temperature lies outside the study's 20–95 °F, where its nearest figure is used. */
  beyondStudy: boolean;
}

export function temperatureEffect(temperatureF: number): TemperatureEffect {
  const rangeLoss = rangeLossAt(temperatureF);
  const efficiencyLoss = efficiencyLossAt(temperatureF);
  const [first, , last] = AAA_2019.points;
  return {
    temperatureF,
    rangeLoss,
    rangeFactor: 1 - rangeLoss,
    efficiencyLoss,
    consumptionFactor: 1 / (1 - efficiencyLoss),
    beyondStudy: temperatureF < first.temperatureF || temperatureF > last.temperatureF,
  };
}
