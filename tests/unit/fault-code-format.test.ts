import { CODE_RANGES, rangeBySlug, rangeHref, readCodeFormat, readParts } from '@/lib/fault-codes/format';

describe('the format of a fault code', () => {
  it('reads a maker’s code as one of its range, with what its letters and digits say', () => {
    const format = readCodeFormat(' p1a0f ');
    expect(format).toMatchObject({ kind: 'code', code: 'P1A0F', range: { first: 'P1000', last: 'P1FFF', control: 'maker' } });
    const parts = readParts('P1A0F');
    expect(parts.map((part) => part.position)).toEqual(['P', '1', 'A', '0F']);
    expect(parts[0]!.meaning).toMatch(/^Powertrain/);
    expect(parts[1]!.meaning).toMatch(/Manufacturer-controlled \(P1000–P1FFF\)/);
    expect(parts[2]!.meaning).toMatch(/as the maker assigns it/);
    expect(rangeHref('P1A0F')).toBe('/fault-codes/range/p1000-p1fff?code=P1A0F');
  });

  it('knows every manufacturer range of J2012 and the generic ones around them', () => {
    const control = (code: string) => (readCodeFormat(code) as { range: { control: string } }).range.control;
    for (const code of ['P1000', 'P1FFF', 'P3000', 'P33FF', 'U1000', 'U2FFF', 'B1234', 'B2FFF', 'C1000', 'C2ABC']) {
      expect({ code, control: control(code) }).toEqual({ code, control: 'maker' });
    }
    for (const code of ['P0300', 'P0AA6', 'P2C85', 'P3400', 'P3FFF', 'U0111', 'U3514', 'B0001', 'C3000']) {
      expect({ code, control: control(code) }).toEqual({ code, control: 'generic' });
    }
    // Sixteen 2nd characters, P3 split in two: one page for each range, each slug its own.
    expect(CODE_RANGES).toHaveLength(17);
    expect(new Set(CODE_RANGES.map((range) => range.slug)).size).toBe(17);
    expect(rangeBySlug('p3000-p33ff')).toMatchObject({ control: 'maker' });
    expect(rangeBySlug('p9000-p9fff')).toBeUndefined();
  });

  it('reads a generic code of another system by SAE’s groups', () => {
    expect(readCodeFormat('P0300')).toMatchObject({ kind: 'code', range: { control: 'generic', first: 'P0000' } });
    expect(readParts('P0300')[2]!.meaning).toBe('The subsystem group: ignition system or misfire');
    expect(readParts('P0300')[1]!.meaning).toMatch(/^Generic \(P0000–P0FFF\): defined by SAE J2012/);
    expect(readParts('B0001')[0]!.meaning).toMatch(/^Body/);
    expect(readParts('C0035')[0]!.meaning).toMatch(/^Chassis/);
  });

  it('says which character of five is wrong', () => {
    expect(readCodeFormat('P0ZZZ')).toEqual({
      kind: 'not-a-code',
      text: 'P0ZZZ',
      position: 3,
      character: 'Z',
      reason: 'The 3rd character, “Z”, must be a hexadecimal digit: 0 to 9 or A to F.',
    });
    expect(readCodeFormat('X0A12')).toMatchObject({ position: 1, reason: 'The 1st character, “X”, must be the system letter: P, B, C or U.' });
    expect(readCodeFormat('P4A00')).toMatchObject({ position: 2, reason: 'The 2nd character, “4”, must be a digit from 0 to 3.' });
    expect(readCodeFormat('p0a3g')).toMatchObject({ position: 5, character: 'G' });
  });

  it('keeps the start of a code a prefix, and words words', () => {
    expect(readCodeFormat('P0AA')).toEqual({ kind: 'prefix', prefix: 'P0AA' });
    expect(readCodeFormat('u0')).toEqual({ kind: 'prefix', prefix: 'U0' });
    for (const text of ['motor', 'inverter overtemperature', 'P0AA66', '', 'P0AA6;']) {
      expect({ text, kind: readCodeFormat(text).kind }).toEqual({ text, kind: 'text' });
    }
  });
});
