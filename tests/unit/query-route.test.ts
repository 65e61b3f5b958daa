/** @jest-environment node */
import { parseInstallerFilters } from '@/components/installers/installer-filters';
import { decodeRouteQuery, encodeRouteQuery, isWrittenQueryPath, queryRouteOf, QUERY_ROUTES, QUERY_SEGMENT } from '@/lib/query-route';
import { unreadableInput } from '@/lib/request-input';
import { isBareQueryPage, QUERY_ROUTE_PATHS, type QueryRoutePath } from '@/lib/query-route-paths';
import { BATTERY_URL, RANGE_URL, TIRE_URL } from '@/lib/calculators/forms/params';
import { loadRangeUrl } from '@/lib/calculators/forms/links';
import { PANEL_URL } from '@/lib/calculators/forms/panel-check';
import { compareQuerySchema, directoryQuerySchema } from '@/lib/tires/queries';
import { config } from '@/proxy';

const roundTrip = (route: QueryRoutePath, query: string) => {
  const encoded = encodeRouteQuery(route, new URLSearchParams(query));
  return encoded === null ? null : decodeRouteQuery(['_q', encoded]);
};

describe('queries carried in the path', () => {
  it('gives a shared range link back to the page exactly as its query string', async () => {
    const link = 'shared=true&id=1012&year=2025&make=BMW&model=i5%20eDrive40&distance=150&region=Texas';
    const query = roundTrip('/range-tool', link);
    expect(query).toEqual({
      shared: 'true',
      id: '1012',
      year: '2025',
      make: 'BMW',
      model: 'i5 eDrive40',
      distance: '150',
      region: 'Texas',
    });
    expect(await loadRangeUrl(Promise.resolve(query!))).toMatchObject({ id: '1012', distance: '150', shared: true });
  });

  it('keeps a panel check link’s repeated appliances in their order', () => {
    const query = roundTrip('/panel-check', 'method=220.83&service=100&appliance=range:8000&appliance=dryer:5000&charger=32');
    expect(query).toMatchObject({ method: '220.83', appliance: ['range:8000', 'dryer:5000'], charger: '32' });
  });

  it('keeps repeated parameters, so every installer filter reaches the page', () => {
    const query = roundTrip('/installers', 'state=Texas&cert=Qmerit&cert=Tesla+Certified&type=residential');
    expect(parseInstallerFilters(query!)).toMatchObject({
      state: 'Texas',
      certifications: ['Qmerit', 'Tesla Certified'],
    });
  });

  it('drops parameters the page does not read, so a tracking tag makes no page of its own', () => {
    const tagged = encodeRouteQuery('/installers', new URLSearchParams('utm_source=chat&state=Texas&fbclid=x'));
    expect(tagged).toBe(encodeRouteQuery('/installers', new URLSearchParams('state=Texas')));
    expect(encodeRouteQuery('/installers', new URLSearchParams('utm_source=chat'))).toBeNull();
    expect(encodeRouteQuery('/articles', new URLSearchParams(''))).toBeNull();
  });

  it('writes the same link in either parameter order as one page', () => {
    expect(encodeRouteQuery('/range-tool', new URLSearchParams('distance=10&id=5'))).toBe(
      encodeRouteQuery('/range-tool', new URLSearchParams('id=5&distance=10')),
    );
  });

  it('carries characters a path would read differently (slash, percent, plus, non-ASCII)', () => {
    const encoded = encodeRouteQuery('/articles', new URLSearchParams({ q: '235/45R18 100% +é' }));
    expect(encoded).toMatch(/^[\w-]+$/);
    expect(decodeRouteQuery(['_q', encoded!])).toEqual({ q: '235/45R18 100% +é' });
  });

  it('answers the bare page for no segment and 404 for any segment the proxy did not write', () => {
    expect(decodeRouteQuery(undefined)).toEqual({});
    expect(decodeRouteQuery([])).toEqual({});
    expect(decodeRouteQuery(['anything'])).toBeNull();
    expect(decodeRouteQuery(['_q'])).toBeNull();
    expect(decodeRouteQuery(['_q', 'a b'])).toBeNull();
    expect(decodeRouteQuery(['_q', 'abc', 'more'])).toBeNull();
  });

  it('lists for each page the parameters its own parser reads', () => {
    expect(QUERY_ROUTES['/range-tool']).toEqual(Object.keys(RANGE_URL));
    expect(QUERY_ROUTES['/battery-degradation']).toEqual(Object.keys(BATTERY_URL));
    expect(QUERY_ROUTES['/tire-calculator']).toEqual(Object.keys(TIRE_URL));
    expect(QUERY_ROUTES['/panel-check']).toEqual(Object.keys(PANEL_URL));
    expect(QUERY_ROUTES['/tire-fitment']).toEqual(Object.keys(directoryQuerySchema.shape));
    expect(QUERY_ROUTES['/tire-fitment/compare']).toEqual(Object.keys(compareQuerySchema.shape));
  });

  it('runs the proxy on every such page, bare and in its query segment, and on every address with an escape', () => {
    // Each string source is one unnamed group of a regular expression (path-to-regexp passes it through as written).
    const patterns = config.matcher
      .filter((entry): entry is string => typeof entry === 'string' && entry.startsWith('/('))
      .map((source) => new RegExp(`^${source}$`));
    const proxied = (path: string) => patterns.some((pattern) => pattern.test(path));
    for (const route of Object.keys(QUERY_ROUTES)) {
      expect(proxied(route)).toBe(true);
      expect(proxied(`${route}/${QUERY_SEGMENT}/cT1iYXR0ZXJ5`)).toBe(true);
    }
    for (const path of ['/', '/glossary/%E0%A4%A', '/article/%A', '/category/%A', '/search', '/storage/public/%E0.png']) expect(proxied(path)).toBe(true);
    for (const path of ['/_next/static/chunks/app.js', '/images/products/placeholder.svg', '/robots.txt']) expect(proxied(path)).toBe(false);
  });

  it('accepts a query segment only as the proxy writes it: known names, fixed order, within the length cap', () => {
    const written = (route: QueryRoutePath, query: string) => `${route}/${QUERY_SEGMENT}/${encodeRouteQuery(route, new URLSearchParams(query))}`;
    const raw = (route: string, query: string) => `${route}/${QUERY_SEGMENT}/${Buffer.from(query).toString('base64url')}`;
    expect(isWrittenQueryPath(written('/articles', 'q=battery'))).toBe(true);
    expect(isWrittenQueryPath(written('/range-tool', 'distance=10&id=5'))).toBe(true);
    expect(isWrittenQueryPath(written('/installers', 'type=residential&state=Texas&cert=Qmerit&cert=Tesla'))).toBe(true);
    // An unknown parameter, another order, a repeated parameter a page reads once are all other addresses.
    expect(isWrittenQueryPath(raw('/articles', 'junk=x7f3&q=battery'))).toBe(false);
    expect(isWrittenQueryPath(raw('/range-tool', 'distance=10&id=5'))).toBe(false);
    expect(isWrittenQueryPath(raw('/articles', 'q=battery'))).toBe(true);
    // Over the cap, random bytes, a non-canonical encoding, extra or missing parts.
    expect(isWrittenQueryPath(raw('/articles', `q=${'a'.repeat(2100)}`))).toBe(false);
    expect(isWrittenQueryPath(`/articles/${QUERY_SEGMENT}/${Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 131) % 256)).toString('base64url')}`)).toBe(false);
    expect(isWrittenQueryPath(`/articles/${QUERY_SEGMENT}/cT1iYXR0ZXJ5=`)).toBe(false);
    expect(isWrittenQueryPath(`/articles/${QUERY_SEGMENT}/cT1iYXR0ZXJ5/more`)).toBe(false);
    expect(isWrittenQueryPath(`/articles/${QUERY_SEGMENT}`)).toBe(false);
    expect(isWrittenQueryPath(`/articles/${QUERY_SEGMENT}/`)).toBe(false);
    // Not a query segment at all: other routes answer for themselves.
    expect(isWrittenQueryPath('/articles')).toBeNull();
    expect(isWrittenQueryPath('/fault-codes/P0A80')).toBeNull();
    expect(isWrittenQueryPath('/glossary/_q/abc')).toBeNull();
  });

  it('finds the input no page can read: NUL bytes and malformed escapes, in the path or the query', () => {
    for (const [path, search] of [
      ['/fault-codes/%E0', ''],
      ['/glossary/%E0%A4%A', ''],
      ['/article/%A', ''],
      ['/category/%A', ''],
      ['/article/1%00', ''],
      ['/fault-codes', '?q=%00'],
      ['/search', '?q=ok&type=%E0'],
      ['/glossary', '?q=%A'],
      ['/articles', '?%00=battery'],
      // How Next passes `?q=%E0` on: already decoded to U+FFFD and escaped again.
      ['/glossary', '?q=%EF%BF%BD'],
    ] as const) {
      expect(unreadableInput(path, search)).not.toBeNull();
    }
    for (const [path, search] of [
      ['/glossary/caf%C3%A9', ''],
      ['/articles', '?q=100%25+charge&x'],
      ['/tire-fitment', '?size=235%2F45R18'],
      ['/', ''],
    ] as const) {
      expect(unreadableInput(path, search)).toBeNull();
    }
  });

  it('recognises the pages with results per query, with or without a trailing slash', () => {
    expect(queryRouteOf('/installers')).toBe('/installers');
    expect(queryRouteOf('/installers/')).toBe('/installers');
    expect(queryRouteOf('/tire-fitment/compare')).toBe('/tire-fitment/compare');
    expect(queryRouteOf('/glossary')).toBeNull();
    expect(queryRouteOf('/installers/_q/abc')).toBeNull();
  });

  it("tells the site's links which addresses are a query page's bare page, the one they must not prefetch", () => {
    expect(Object.keys(QUERY_ROUTES).sort()).toEqual([...QUERY_ROUTE_PATHS].sort());
    expect(isBareQueryPage('/tire-fitment')).toBe(true);
    expect(isBareQueryPage('/tire-fitment/')).toBe(true);
    expect(isBareQueryPage('/installers#map')).toBe(true);
    expect(isBareQueryPage({ pathname: '/range-tool' })).toBe(true);
    expect(isBareQueryPage('/tire-fitment?tab=tire&page=2')).toBe(false);
    expect(isBareQueryPage({ pathname: '/range-tool', query: { distance: '250' } })).toBe(false);
    expect(isBareQueryPage({ pathname: '/articles', search: '?q=battery' })).toBe(false);
    expect(isBareQueryPage('/glossary')).toBe(false);
    expect(isBareQueryPage('/tire-fitment/tire/1')).toBe(false);
    expect(isBareQueryPage('https://example.com/installers')).toBe(false);
  });
});
