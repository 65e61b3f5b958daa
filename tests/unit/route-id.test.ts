import { parseRouteId, rowOfSegment } from '@/lib/route-id';
import { compareQuerySchema } from '@/lib/tires/queries';

describe('ids in URLs', () => {
  it('reads a canonical positive integer as the row id', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('finds no row for anything else, so the page answers 404 instead of a second URL or a database error', () => {
    for (const segment of ['', '0', '042', '-1', '+1', '4.2', '1e3', ' 42', '42 ', '0x2A', 'abc', '9007199254740992', '12345678901234567']) {
      expect({ segment, id: parseRouteId(segment) }).toEqual({ segment, id: undefined });
    }
  });

  it('reads a page\'s row by its segment, and never asks the database for a segment that is not an id', async () => {
    const asked: number[] = [];
    const read = async (id: number) => {
      asked.push(id);
      return id === 42 ? { id, title: 'Contactor' } : undefined;
    };
    expect(await rowOfSegment('42', read)).toEqual({ id: 42, title: 'Contactor' });
    expect(await rowOfSegment('7', read)).toBeUndefined();
    expect(await rowOfSegment('042', read)).toBeUndefined();
    expect(await rowOfSegment('1e3', read)).toBeUndefined();
    expect(asked).toEqual([42, 7]);
  });

  it('applies the same rule to the ids of the tire comparison, keeping the first three distinct ones', () => {
    expect(compareQuerySchema.parse({ ids: '3,042,3,x,0,7' }).ids).toEqual([3, 7]);
    expect(compareQuerySchema.parse({ ids: ['5', '6', '7', '8'] }).ids).toEqual([5, 6, 7]);
    expect(compareQuerySchema.parse({}).ids).toEqual([]);
  });
});
