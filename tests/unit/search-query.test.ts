import { firstSentence } from '@/lib/content/first-sentence';
import {
  HIGHLIGHT_START as S,
  HIGHLIGHT_STOP as E,
  highlightSnippet,
  normalizeQuery,
  searchWords,
  searchHref,
  searchKindParam,
} from '@/lib/search/query';

describe('search words', () => {
  it('keeps technical tokens whole and lower-cases them', () => {
    expect(searchWords('Michelin 235/45R18 on an ID.4 (CCS1), R-1234yf')).toEqual([
      'michelin',
      '235/45r18',
      'on',
      'an',
      'id.4',
      'ccs1',
      'r-1234yf',
    ]);
  });

  it('drops tsquery and SQL syntax, so no input forms an operator', () => {
    expect(searchWords("a & b | !c <-> d:* ') or 1=2 --")).toEqual(['a', 'b', 'c', 'd', 'or', '1', '2']);
    expect(searchWords('   !!! ')).toEqual([]);
  });

  it('bounds the work: eight distinct words, forty characters each, 200 characters read', () => {
    expect(searchWords('one two three four five six seven eight nine ten')).toHaveLength(8);
    expect(searchWords('x'.repeat(60))).toEqual(['x'.repeat(40)]);
    expect(searchWords(`${'a '.repeat(100)}unreached`)).toEqual(['a']);
    expect(searchWords('BMS bms Bms')).toEqual(['bms']);
  });

  it('folds full-width and compatibility characters', () => {
    expect(searchWords('ＢＭＳ')).toEqual(['bms']);
  });
});

describe('normalized query', () => {
  it('takes the first value, trims and folds whitespace', () => {
    expect(normalizeQuery(['  heat \n pump ', 'other'])).toBe('heat pump');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery('x'.repeat(300))).toHaveLength(200);
  });
});

describe('highlighted snippet', () => {
  it('escapes the text and marks only the matched words', () => {
    expect(highlightSnippet(`the ${S}contactor${E} opens`)).toBe('the <mark>contactor</mark> opens');
  });

  it('never lets stored markup through', () => {
    const html = highlightSnippet(`<img src=x onerror=alert(1)> ${S}<b>bms</b>${E} "quoted" & 'single'`);
    expect(html).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <mark>&lt;b&gt;bms&lt;/b&gt;</mark> &quot;quoted&quot; &amp; &#39;single&#39;',
    );
    expect(html).not.toMatch(/<(?!\/?mark>)/);
  });

  it('closes a mark left open by a cut fragment and ignores a stray stop marker', () => {
    expect(highlightSnippet(`${E}start ${S}cut`)).toBe('start <mark>cut</mark>');
  });
});

describe('first sentence', () => {
  it('ends at the first full stop followed by a space, not inside a number or abbreviation-free figure', () => {
    expect(firstSentence('Packs run at 400 V. Some at 800 V.')).toBe('Packs run at 400 V.');
    expect(firstSentence('A 3.7 kW charger is slow! Really.')).toBe('A 3.7 kW charger is slow!');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
  });
});

describe('one kind of results', () => {
  it('reads `kind` as one of the plain names, anything else as all kinds', () => {
    expect(searchKindParam('codes')).toBe('fault-code');
    expect(searchKindParam(['articles', 'tires'])).toBe('article');
    for (const value of ['fault-code', 'Codes', '', undefined]) expect(searchKindParam(value)).toBeUndefined();
  });

  it('writes the address of a kind’s page, the first page without `page`', () => {
    expect(searchHref('contactor', 1, 'fault-code')).toBe('/search?q=contactor&kind=codes');
    expect(searchHref('contactor', 2, 'fault-code')).toBe('/search?q=contactor&kind=codes&page=2');
    expect(searchHref('contactor', 2)).toBe('/search?q=contactor&page=2');
  });
});
