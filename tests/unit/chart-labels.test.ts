import { charsPerLine, wrapLabel } from '@/components/charts/wrap-label';

describe('bar chart labels on a phone', () => {
  it('breaks a long vehicle name at spaces into lines that fit the label axis of a 390 px screen', () => {
    // The range card's chart is about 310 px wide at 390 px.
    const width = charsPerLine(310);
    expect(width).toBe(18);
    const lines = wrapLabel('2025 Rivian R1S Dual Standard (22in)', width);
    expect(lines).toEqual(['2025 Rivian R1S', 'Dual Standard', '(22in)']);
    expect(lines.every((line) => line.length <= width)).toBe(true);
  });

  it('keeps a name on one line where it fits, as on a desktop chart', () => {
    expect(wrapLabel('2025 Rivian R1S Dual Standard (22in)', charsPerLine(900))).toEqual([
      '2025 Rivian R1S Dual Standard (22in)',
    ]);
  });

  it('ends a name longer than the allowed lines with an ellipsis and cuts a word wider than a line', () => {
    expect(wrapLabel('2025 Mercedes-Benz AMG EQE 4matic Plus (SUV) at 20 °F', 18, 3)).toEqual([
      '2025 Mercedes-Benz',
      'AMG EQE 4matic',
      'Plus (SUV) at 20…',
    ]);
    expect(wrapLabel('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 10, 4)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXYZ']);
  });
});
