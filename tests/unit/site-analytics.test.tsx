import { act, render } from '@testing-library/react';
import { SiteAnalytics } from '@/components/analytics/site-analytics';
import type { WireEvent } from '@/lib/analytics/events';

// The pathname is the router's; the analytics client only follows it.
let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

/** A client-side navigation, as Next makes it: the address bar changes, then the pathname hook. */
function go(path: string) {
  window.history.pushState({}, '', path);
  pathname = path;
}

// The browser's transport (the network) is the outside world here.
const beacon = jest.fn((_url: string, _body: string) => true);
const fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true }));

/** Every batch sent so far (beacons and fetches), as the events they carried. */
function batches(): WireEvent[][] {
  const bodies = [...beacon.mock.calls.map(([, body]) => body), ...fetchMock.mock.calls.map(([, init]) => String(init.body))];
  return bodies.map((body) => (JSON.parse(body) as { e: WireEvent[] }).e);
}

/** The page is closed; this also leaves the client's queue empty for the next test. */
const hide = () => act(() => void window.dispatchEvent(new Event('pagehide')));

beforeEach(() => {
  jest.useFakeTimers();
  go('/');
  sessionStorage.clear();
  beacon.mockClear();
  fetchMock.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  global.fetch = fetchMock as unknown as typeof fetch;
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the analytics client', () => {
  it('counts a page view 100 ms after the route, then sends one batch when the page goes', () => {
    render(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(99));
    hide();
    // Gone within 100 ms: no page view, only the session start.
    expect(batches()).toEqual([[{ n: 'session_start', p: '/' }]]);
  });

  it('reports the view, the scroll steps reached, and the time on the page in a single request', () => {
    render(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(100));
    // The first screen shows 25 % of the page.
    (window as { scrollY: number }).scrollY = 2000;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(5000);
    });
    hide();
    expect(batches()).toEqual([
      [
        { n: 'session_start', p: '/' },
        { n: 'page_view', p: '/' },
        { n: 'scroll_depth', p: '/', v: 25 },
        { n: 'scroll_depth', p: '/', v: 50 },
        { n: 'scroll_depth', p: '/', v: 75 },
        { n: 'time_on_page', p: '/', v: 5 },
      ],
    ]);
    expect(beacon).toHaveBeenCalledWith('/api/analytics', expect.any(String));
  });

  it('on a route change closes the last page and opens the new one; a glossary term reports how long it stayed open', () => {
    const view = render(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(2000));
    go('/glossary/42');
    view.rerender(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(3100));
    go('/glossary');
    view.rerender(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(100));
    hide();
    const events = batches().flat();
    expect(events.filter((event) => event.n !== 'scroll_depth')).toEqual([
      { n: 'session_start', p: '/' },
      { n: 'page_view', p: '/' },
      { n: 'time_on_page', p: '/', v: 2 },
      { n: 'page_view', p: '/glossary/42' },
      { n: 'glossary_view', p: '/glossary/42', l: '42' },
      { n: 'time_on_page', p: '/glossary/42', v: 3 },
      { n: 'glossary_engagement', p: '/glossary/42', l: '42', v: 3 },
      { n: 'page_view', p: '/glossary' },
      { n: 'time_on_page', p: '/glossary', v: 0 },
    ]);
    // A few requests per page at most: the timer's batch and the one at pagehide.
    expect(batches().length).toBeLessThanOrEqual(2);
  });

  it('counts a session once per tab', () => {
    sessionStorage.setItem('ev-analytics-session', '1');
    render(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(100));
    hide();
    expect(batches().flat().map((event) => event.n)).not.toContain('session_start');
  });

  it('records affiliate, ad and navigation clicks, and not other clicks', () => {
    document.body.innerHTML = `
      <header><a id="nav" href="/glossary">Glossary</a></header>
      <a id="buy" rel="sponsored noopener" href="https://www.Amazon.com/dp/X">Buy</a>
      <aside data-ad-slot="sidebar"><div id="ad">Ad space</div></aside>
      <p><a id="inline" href="/articles">inline</a></p>`;
    render(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(100));
    for (const id of ['nav', 'buy', 'ad', 'inline']) {
      document.getElementById(id)!.addEventListener('click', (event) => event.preventDefault());
      act(() => void document.getElementById(id)!.click());
    }
    hide();
    const clicks = batches()
      .flat()
      .filter((event) => event.n.endsWith('_click'));
    expect(clicks).toEqual([
      { n: 'navigation_click', p: '/', l: '/glossary' },
      { n: 'affiliate_click', p: '/', l: 'www.amazon.com' },
      { n: 'ad_click', p: '/', l: 'sidebar' },
    ]);
  });

  it('sends nothing from the back office', () => {
    go('/admin/analytics');
    render(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(20_000));
    hide();
    expect(batches()).toEqual([]);
  });

  it('flushes a long queue early with fetch (keepalive) rather than holding it', () => {
    render(<SiteAnalytics />);
    act(() => void jest.advanceTimersByTime(100));
    document.body.innerHTML = '<aside data-ad-slot="banner"><div id="ad">Ad</div></aside>';
    for (let i = 0; i < 20; i += 1) act(() => void document.getElementById('ad')!.click());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(batches()[0]).toHaveLength(20);
    hide();
  });
});
