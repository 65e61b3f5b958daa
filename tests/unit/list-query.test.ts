import { LIST_QUERY_MAX, LIST_SEARCH_MESSAGES, checkListQuery, listSearchUrl } from '@/lib/validations/list-query';
import { listSearchSchema } from '@/lib/validations/list-search';

describe('list query rules', () => {
  it('trims, turns control characters into spaces, and bounds the length with the message', () => {
    expect(checkListQuery('  busbar\u0000bolt \n')).toEqual({ q: 'busbar bolt' });
    expect(checkListQuery(['first', 'second'])).toEqual({ q: 'first' });
    expect(checkListQuery(undefined)).toEqual({ q: '' });
    expect(checkListQuery('x'.repeat(LIST_QUERY_MAX))).toEqual({ q: 'x'.repeat(LIST_QUERY_MAX) });
    expect(checkListQuery(` ${'x'.repeat(LIST_QUERY_MAX + 1)} `).problem).toBe(LIST_SEARCH_MESSAGES.tooLong);
  });

  it('the route schema agrees with the browser’s check, and needs a category for a category search', () => {
    for (const q of ['  busbar\u0001 ', 'x'.repeat(LIST_QUERY_MAX), 'x'.repeat(LIST_QUERY_MAX + 1)]) {
      const parsed = listSearchSchema.safeParse({ kind: 'glossary', q });
      const checked = checkListQuery(q);
      expect(parsed.success).toBe(!checked.problem);
      if (parsed.success) expect(parsed.data.q).toBe(checked.q);
    }
    expect(listSearchSchema.safeParse({ kind: 'category', q: 'relay' }).success).toBe(false);
    expect(listSearchSchema.safeParse({ kind: 'tires', q: 'relay' }).success).toBe(false);
  });

  it('builds the address the browser asks', () => {
    expect(listSearchUrl({ kind: 'category', q: 'high voltage', category: 'battery' })).toBe(
      '/api/list-search?kind=category&q=high+voltage&category=battery',
    );
  });
});
