import {
  normalizeTireSize,
  overallDiameterInches,
  parseTireSize,
  plusSizeOptions,
  wheelDiameter,
} from '@/lib/tires/size';

describe('tire size parsing', () => {
  it('reads width, aspect ratio and wheel diameter', () => {
    expect(parseTireSize('235/45R18')).toEqual({ width: 235, aspectRatio: 45, rim: 18, zr: false });
    expect(parseTireSize('255/35ZR21')).toEqual({ width: 255, aspectRatio: 35, rim: 21, zr: true });
    expect(parseTireSize(' p245/40 r19 ')).toEqual({ width: 245, aspectRatio: 40, rim: 19, zr: false });
  });

  it('refuses what is not a metric size', () => {
    expect(parseTireSize('235/45/18')).toBeNull();
    expect(parseTireSize('LT265/70R17')).toBeNull();
    expect(parseTireSize('')).toBeNull();
  });

  it('normalizes to the stored form and gives the wheel diameter', () => {
    expect(normalizeTireSize('p245/40r19')).toBe('245/40R19');
    expect(normalizeTireSize('255/35zr21')).toBe('255/35ZR21');
    expect(wheelDiameter('235/45R18')).toBe(18);
    expect(wheelDiameter('nonsense')).toBeNull();
  });

  it('computes the overall diameter', () => {
    // 235 mm x 45% = 105.75 mm sidewall = 4.163 in; 18 + 2 x 4.163 = 26.33 in
    expect(overallDiameterInches(parseTireSize('235/45R18')!)).toBeCloseTo(26.33, 2);
  });
});

describe('plus-size helper', () => {
  const options = plusSizeOptions('235/45R18', { min: 18, max: 20 });

  it('lists only sizes within 3 % of the OE diameter on the allowed wheels', () => {
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(Math.abs(option.diameterDiffPercent)).toBeLessThanOrEqual(3);
      expect(wheelDiameter(option.size)).toBeGreaterThanOrEqual(18);
      expect(wheelDiameter(option.size)).toBeLessThanOrEqual(20);
    }
    expect(options.map((option) => option.size)).not.toContain('235/45R18');
  });

  it('includes the usual plus-one size with its speedometer error at 60 mph', () => {
    const plusOne = options.find((option) => option.size === '235/40R19');
    expect(plusOne).toBeDefined();
    // 235/40R19 is 26.40 in against 26.33 in: +0.27 %, so 60 shown is 60.2 mph real.
    expect(plusOne!.diameterDiffPercent).toBeCloseTo(0.27, 1);
    expect(plusOne!.actualAt60Mph).toBe(60.2);
  });

  it('sorts closest first and gives nothing for an unreadable size', () => {
    const diffs = options.map((option) => Math.abs(option.diameterDiffPercent));
    expect([...diffs].sort((a, b) => a - b)).toEqual(diffs);
    expect(plusSizeOptions('bad', { min: 18, max: 20 })).toEqual([]);
  });
});
