import { randomBytes } from 'node:crypto';
import { FREE_TEXT_BOUNDS, LOCAL_BOUNDS } from '@/cache-handler.mjs';
import { expect, test, type APIRequestContext } from './fixtures';

/*
 * The page cache holds only addresses the site writes (docs/decisions/0490). A query segment the proxy would not
 * write for its own parameters answers the site's 404 page without rendering or storing anything; free-text
 * queries live in a bounded part of the cache of their own, so however many arrive they cannot push out the bare
 * pages, articles and glossary.
 */

const encode = (query: string) => Buffer.from(query).toString('base64url');
const NOT_FOUND = 'The page you are looking for does not exist or has been moved.';

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const cacheState = async (request: APIRequestContext, path: string) => (await request.get(path)).headers()['x-nextjs-cache'];

test('200 random query segments answer 404 and are neither rendered nor stored', async ({ request }) => {
  test.setTimeout(60_000);
  const routes = ['/articles', '/installers', '/range-tool', '/tire-fitment', '/fault-codes'];
  const segments = Array.from({ length: 200 }, (_, index) => {
    const route = routes[index % routes.length]!;
    const kind = index % 4;
    // Unknown parameters, the right ones in another order, 4 KB of random bytes, any text.
    if (kind === 0) return `${route}/_q/${encode(`junk=${randomBytes(6).toString('hex')}&q=battery`)}`;
    if (kind === 1) return `/range-tool/_q/${encode(`distance=${index}&id=5`)}`;
    if (kind === 2) return `${route}/_q/${randomBytes(3072).toString('base64url')}`;
    return `${route}/_q/${randomBytes(12).toString('base64url')}`;
  });
  // The site's one 404 page, once, as any made-up address gets it.
  expect((await request.get('/no-such-page')).status()).toBe(404);
  await inParallel(segments, 4, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path.slice(0, 80)).toBe(404);
    // Rendered for this address, a page says MISS; the one static 404 page is served as it was built.
    expect(response.headers()['x-nextjs-cache'], path.slice(0, 80)).not.toBe('MISS');
    expect(await response.text()).toContain(NOT_FOUND);
  });
  // The address the site itself writes for the same query is its page.
  const written = await request.get(`/range-tool/_q/${encode('id=5&distance=10')}`);
  expect(written.status()).toBe(200);
});

test('free-text searches live in a bounded cache of their own: the oldest is rendered again, and the bare pages, articles and glossary stay cached', async ({ request, baseURL }) => {
  // A few hundred renders; the timeout allows for a loaded machine (docs/decisions/0490).
  test.setTimeout(120_000);
  const kept = ['/', '/articles', '/glossary', '/videos', '/article/1', '/glossary/1', '/installers?state=Texas'];
  for (const path of kept) await request.get(path);
  for (const path of kept) expect(await cacheState(request, path), path).toMatch(/HIT|STALE/);
  // Video searches that match nothing: each is a page of its own (a `?q=` page is rendered for its query, then
  // cached), the lightest of the site's free-text pages to render.
  const search = () => `/videos?q=${randomBytes(24).toString('hex')}`;
  // Node's own fetch, uncompressed: Playwright's client relaying every page (and the server compressing it) cost a
  // quarter more CPU than the renders being tested.
  const load = async (path: string) => {
    const response = await fetch(new URL(path, baseURL), { headers: { 'accept-encoding': 'identity' } });
    expect(response.status, path).toBe(200);
    return { state: response.headers.get('x-nextjs-cache'), length: (await response.text()).length };
  };
  const oldest = search();
  const first = await load(oldest);
  expect(first.state).toBe('MISS');
  expect((await load(oldest)).state).toBe('HIT');
  // A stored page counts at least its HTML's length (sizeOf in cache-handler.mjs): this many more searches, a fifth
  // over whichever of the free-text part's bounds they reach first, push the oldest out of it. In the pages' part it
  // would have stayed: a search's entry holds its HTML and its RSC payload, about 2.2 times the HTML.
  const count = Math.ceil(1.2 * Math.min(FREE_TEXT_BOUNDS.maxItemsNumber, FREE_TEXT_BOUNDS.maxItemSizeBytes / first.length));
  expect(count * first.length * 3, 'the searches fit in the pages\' part').toBeLessThan(LOCAL_BOUNDS.maxItemSizeBytes);
  expect(count).toBeLessThan(LOCAL_BOUNDS.maxItemsNumber);
  await inParallel(Array.from({ length: count }, search), 8, async (path) => {
    expect((await load(path)).state, path).toBe('MISS');
  });
  expect((await load(oldest)).state, 'the oldest search, after the others').toBe('MISS');
  for (const path of kept) expect(await cacheState(request, path), path).toMatch(/HIT|STALE/);
});
