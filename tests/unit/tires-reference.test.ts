import {
  barWidths,
  formatLoad,
  formatSpeed,
  loadBand,
  noiseBand,
  rollingResistanceText,
  SPEED_SCALE,
  speedBand,
} from '@/lib/tires/reference';

describe('load index table', () => {
  it('gives the product description figure for every index from 90 to 110', () => {
    const expected = [
      1323, 1356, 1389, 1433, 1477, 1521, 1565, 1609, 1653, 1709, 1764, 1819, 1874, 1929, 1984, 2039, 2094,
      2149, 2205, 2271, 2337,
    ];
    expected.forEach((lbs, offset) => expect(formatLoad(90 + offset)).toBe(`${lbs.toLocaleString('en-US')} lbs per tire`));
  });

  it('says Unknown outside the table and formats lbs per tire', () => {
    expect(formatLoad(89)).toBe('Unknown');
    expect(formatLoad(111)).toBe('Unknown');
    expect(formatLoad(98)).toBe('1,653 lbs per tire');
    expect(formatLoad(120)).toBe('Unknown');
  });
});

describe('speed codes', () => {
  it('follow the product description scale and speeds', () => {
    expect(SPEED_SCALE).toEqual([
      'L',
      'M',
      'N',
      'P',
      'Q',
      'R',
      'S',
      'T',
      'U',
      'H',
      'V',
      'W',
      'Y',
      '(Y)',
      'ZR',
    ]);
    const mph = Object.fromEntries(SPEED_SCALE.map((code) => [code, Number(/^\d+/.exec(formatSpeed(code))?.[0])]));
    expect(mph).toEqual({
      L: 75,
      M: 81,
      N: 87,
      P: 93,
      Q: 99,
      R: 106,
      S: 112,
      T: 118,
      U: 124,
      H: 130,
      V: 149,
      W: 168,
      Y: 186,
      '(Y)': 186,
      ZR: 149,
    });
  });

  it('show mph and km/h, open-ended for (Y) and ZR', () => {
    expect(formatSpeed('V')).toBe('149 mph (240 km/h)');
    expect(formatSpeed('H')).toBe('130 mph (209 km/h)');
    expect(formatSpeed('(Y)')).toBe('186+ mph (299+ km/h)');
    expect(formatSpeed('ZR')).toBe('149+ mph (240+ km/h)');
    expect(formatSpeed('X')).toBe('Unknown');
  });

  it('band by position in the scale', () => {
    expect(speedBand('Q')).toBe('low');
    expect(speedBand('R')).toBe('standard');
    expect(speedBand('T')).toBe('standard');
    expect(speedBand('U')).toBe('high');
    expect(speedBand('V')).toBe('high');
    expect(speedBand('W')).toBe('ultra high');
    expect(speedBand('ZR')).toBe('ultra high');
    expect(speedBand('nope')).toBeNull();
  });
});

describe('rolling resistance and noise', () => {
  it('labels each grade and says Not rated without one', () => {
    expect(rollingResistanceText('A')).toBe('A (excellent)');
    expect(rollingResistanceText('B')).toBe('B (very good)');
    expect(rollingResistanceText('C')).toBe('C (good)');
    expect(rollingResistanceText('D')).toBe('D (average)');
    expect(rollingResistanceText('E')).toBe('E (below average)');
    expect(rollingResistanceText('F')).toBe('F (poor)');
    expect(rollingResistanceText(null)).toBe('Not rated');
  });

  it('bands noise at 68, 70, 72 and 74 dB', () => {
    expect(noiseBand(67.9)).toBe('very quiet');
    expect(noiseBand(68)).toBe('quiet');
    expect(noiseBand(70)).toBe('moderate');
    expect(noiseBand(72)).toBe('noisy');
    expect(noiseBand(74)).toBe('very noisy');
    expect(noiseBand(null)).toBe('Not rated');
  });
});

describe('load bands', () => {
  it('split at 95, 100 and 105', () => {
    expect(loadBand(94)).toBe('low');
    expect(loadBand(95)).toBe('standard');
    expect(loadBand(99)).toBe('standard');
    expect(loadBand(100)).toBe('good');
    expect(loadBand(104)).toBe('good');
    expect(loadBand(105)).toBe('excellent');
  });
});

describe('bar widths', () => {
  it('map efficiency grades to the site’s widths and draw nothing without a grade', () => {
    expect(['A', 'B', 'C', 'D', 'E', 'F'].map((grade) => barWidths.efficiency(grade))).toEqual([
      100, 85, 70, 55, 40, 25,
    ]);
    expect(barWidths.efficiency(null)).toBeNull();
  });

  it('take 5 points per dB above 65 for noise, and none for an unrated tire', () => {
    expect(barWidths.noise(65)).toBe(100);
    expect(barWidths.noise(60)).toBe(100);
    expect(barWidths.noise(71)).toBe(70);
    expect(barWidths.noise(90)).toBe(0);
    expect(barWidths.noise(null)).toBeNull();
  });

  it('scale load index over 120, capped at 100', () => {
    expect(barWidths.load(96)).toBe(80);
    expect(barWidths.load(120)).toBe(100);
    expect(barWidths.load(130)).toBe(100);
  });
});
