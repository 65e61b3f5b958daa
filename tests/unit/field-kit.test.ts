/**
 * @jest-environment node
 */
import { kitRouteOf } from '@/lib/field-kit/routes';
import { RETRY_PAUSES_MS, assetsOf, patiently, savedPageFor } from '@/lib/field-kit/store';
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

describe('the kit on a connection that drops', () => {
  // The network is the outside world here: a stand-in answers as a dropping connection and a busy server would.
  const answers = (...steps: (number | 'no network')[]) => {
    const asked: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      asked.push(String(url));
      const step = steps.shift() ?? 200;
      if (step === 'no network') throw new TypeError('Failed to fetch');
      return new Response('{}', { status: step });
    });
    return { asked };
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks again after a lost connection or a server error, and gives the answer that came', async () => {
    const { asked } = answers('no network', 503, 200);
    const response = patiently('/field-kit/data', {});
    await jest.advanceTimersByTimeAsync(RETRY_PAUSES_MS[0] + RETRY_PAUSES_MS[1]);
    expect((await response).status).toBe(200);
    expect(asked).toEqual(['/field-kit/data', '/field-kit/data', '/field-kit/data']);
  });

  it('gives up after its pauses with what the last try got, and never asks again after a 4xx', async () => {
    const failing = answers(503, 503, 503, 200);
    const response = patiently('/field-kit/version', {});
    await jest.advanceTimersByTimeAsync(RETRY_PAUSES_MS[0] + RETRY_PAUSES_MS[1]);
    expect((await response).status).toBe(503);
    expect(failing.asked).toHaveLength(3);
    jest.restoreAllMocks();

    const missing = answers(404);
    expect((await patiently('/field-kit/tire-data', {})).status).toBe(404);
    expect(missing.asked).toHaveLength(1);
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
