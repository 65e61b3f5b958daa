import { parseSidewall, sizeDimensions, sizesWithinTolerance, speedRatingRank } from '@/lib/tires/size';

describe('a size’s dimensions', () => {
  it('gives 235/55R19 as 741 mm (29.2 in) tall, 235 mm wide, a 129 mm sidewall and about 691 rev/mi', () => {
    expect(sizeDimensions('235/55r19')).toEqual({
      size: '235/55R19',
      overallDiameterMm: 741,
      overallDiameterInches: 29.2,
      sectionWidthMm: 235,
      sidewallMm: 129,
      revolutionsPerMile: 691,
    });
  });

  it('has none for what is not a size', () => {
    expect(sizeDimensions('235/55/19')).toBeNull();
  });
});

describe('reading a sidewall', () => {
  it('takes the size alone or with its load index and speed rating', () => {
    expect(parseSidewall('235/55R19')).toEqual({ size: '235/55R19' });
    expect(parseSidewall(' 235/55 R19 105v ')).toEqual({ size: '235/55R19', loadIndex: 105, speedRating: 'V' });
    expect(parseSidewall('255/45ZR20 105')).toEqual({ size: '255/45ZR20', loadIndex: 105 });
  });

  it('refuses a size it cannot read or an unknown speed letter', () => {
    expect(parseSidewall('235-55-19')).toBeNull();
    expect(parseSidewall('235/55R19 105X')).toBeNull();
    expect(parseSidewall('')).toBeNull();
  });

  it('orders speed ratings with H between U and V', () => {
    expect(speedRatingRank('H')).toBeGreaterThan(speedRatingRank('T'));
    expect(speedRatingRank('V')).toBeGreaterThan(speedRatingRank('H'));
    expect(speedRatingRank('(Y)')).toBe(speedRatingRank('Y'));
    expect(speedRatingRank('X')).toBe(0);
  });
});

describe('sizes within the plus-size tolerance', () => {
  it('keeps sizes within ±3 % overall diameter, closest first', () => {
    // 235/55R19 is 29.18 in; 255/50R19 is 29.04 in (−0.5 %), 235/60R18 is 29.10 in (−0.3 %),
    // 245/45R20 is 28.68 in (−1.7 %), 225/40R18 is 25.09 in (−14 %).
    expect(sizesWithinTolerance('235/55R19', ['225/40R18', '245/45R20', '255/50R19', '235/60R18', '235/55R19'])).toEqual([
      { size: '235/55R19', diameterDiffPercent: 0 },
      { size: '235/60R18', diameterDiffPercent: -0.3 },
      { size: '255/50R19', diameterDiffPercent: -0.5 },
      { size: '245/45R20', diameterDiffPercent: -1.7 },
    ]);
  });
});
