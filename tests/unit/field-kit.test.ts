import { kitRouteOf } from '@/lib/field-kit/routes';
import { assetsOf, savedPageFor } from '@/lib/field-kit/store';
import { similarity, strictWordSimilarity } from '@/lib/field-kit/trigram';

describe('the field kit reads an address as the site does', () => {
  it('draws the saved pages and sends every other address to the page that says what is saved', () => {
    expect(kitRouteOf('/fault-codes/P0AA6', '')).toEqual({ kind: 'code', code: 'P0AA6' });
    expect(kitRouteOf('/fault-codes', '?q=P1A2B')).toEqual({ kind: 'codes', q: 'P1A2B', system: '' });
    expect(kitRouteOf('/fault-codes/range/p-maker', '?code=P1A2B')).toEqual({ kind: 'range', code: 'P1A2B' });
    expect(kitRouteOf('/glossary', '?q=isolaton')).toEqual({ kind: 'glossary', q: 'isolaton' });
    expect(kitRouteOf('/glossary/42', '')).toEqual({ kind: 'term', id: 42 });
    expect(kitRouteOf('/article/1', '')).toEqual({ kind: 'article', id: 1 });
    expect(kitRouteOf('/charger-install/level-2-basics', '')).toEqual({ kind: 'guide', slug: 'level-2-basics' });
    for (const unsaved of ['/installers', '/glossary/0', '/glossary/abc', '/article/1/extra', '/admin', '/tire-calculator']) {
      expect(kitRouteOf(unsaved, '')).toEqual({ kind: 'unsaved' });
    }
  });

  it('saves the build files the offline page names, each once, and nothing else', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a1.css"/><script src="/_next/static/chunks/b2.js" async></script>' +
      '<script>self.__next_f.push([1,"I:[\\"/_next/static/chunks/c3.js\\"]"])</script><script src="/_next/static/chunks/b2.js"></script>' +
      '<link rel="preload" href="/_next/static/media/font~x.woff2" as="font"/><img src="/icons/icon-192.png"/>';
    expect(assetsOf(html)).toEqual(['/_next/static/chunks/a1.css', '/_next/static/chunks/b2.js', '/_next/static/chunks/c3.js', '/_next/static/media/font~x.woff2']);
  });
});

describe('the pages saved whole', () => {
  it('answer their own addresses, the size search and the tire-pressure calculator offline, and leave other addresses to the offline page', () => {
    expect(savedPageFor('/tire-fitment')).toBe('/field-kit/tires');
    expect(savedPageFor('/tire-calculator')).toBe('/field-kit/tires');
    expect(savedPageFor('/field-kit/tires')).toBe('/field-kit/tires');
    expect(savedPageFor('/panel-check')).toBe('/panel-check');
    for (const other of ['/tire-calculator/_q/aWQ9MQ', '/tire-fitment/tire/1', '/range-tool', '/installers']) expect(savedPageFor(other)).toBeUndefined();
  });
});

describe("pg_trgm's similarity in the browser", () => {
  // Figures PostgreSQL 17's pg_trgm returns for the same arguments (select similarity(…), strict_word_similarity(…)).
  it('gives the database figures', () => {
    expect(similarity('word', 'two words')).toBeCloseTo(0.36363637, 6);
    expect(strictWordSimilarity('word', 'two words')).toBeCloseTo(0.5714286, 6);
    expect(strictWordSimilarity('isolaton', 'isolation monitoring')).toBeCloseTo(0.5833333, 6);
    expect(strictWordSimilarity('xyzzy', 'isolation monitoring')).toBe(0);
  });
});
