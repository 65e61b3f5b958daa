import { LIST_QUERY_MAX, LIST_SEARCH_MESSAGES, listSearchSchema, listSearchUrl, parseListQuery } from '@/lib/content/list-query';

describe('list query rules', () => {
  it('trims, turns control characters into spaces, and bounds the length at 100 with the product’s message', () => {
    expect(LIST_QUERY_MAX).toBe(100);
    expect(LIST_SEARCH_MESSAGES.tooLong).toBe('Search text can be at most 100 characters.');
    expect(parseListQuery('  busbar\u0000bolt \n')).toEqual({ q: 'busbar bolt' });
    expect(parseListQuery(['first', 'second'])).toEqual({ q: 'first' });
    expect(parseListQuery(undefined)).toEqual({ q: '' });
    expect(parseListQuery(` ${'x'.repeat(LIST_QUERY_MAX)}\t`)).toEqual({ q: 'x'.repeat(LIST_QUERY_MAX) });
    expect(parseListQuery(` ${'x'.repeat(LIST_QUERY_MAX + 1)} `)).toEqual({ q: 'x'.repeat(LIST_QUERY_MAX + 1), problem: LIST_SEARCH_MESSAGES.tooLong });
  });

  it('reads a request the same way, and needs a known list and, for a category, its id', () => {
    expect(listSearchSchema.parse({ kind: 'glossary', q: '  busbar\u0001 ' })).toEqual({ kind: 'glossary', q: 'busbar' });
    const tooLong = listSearchSchema.safeParse({ kind: 'videos', q: 'x'.repeat(LIST_QUERY_MAX + 1) });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([LIST_SEARCH_MESSAGES.tooLong]);
    expect(listSearchSchema.safeParse({ kind: 'category', q: 'relay', category: 'battery' }).success).toBe(true);
    expect(listSearchSchema.safeParse({ kind: 'category', q: 'relay' }).success).toBe(false);
    expect(listSearchSchema.safeParse({ kind: 'category', q: 'relay', category: '../x' }).success).toBe(false);
    expect(listSearchSchema.safeParse({ kind: 'tires', q: 'relay' }).success).toBe(false);
  });

  it('builds the address the browser asks', () => {
    expect(listSearchUrl({ kind: 'category', q: 'high voltage', category: 'battery' })).toBe(
      '/api/list-search?kind=category&q=high+voltage&category=battery',
    );
  });
});
