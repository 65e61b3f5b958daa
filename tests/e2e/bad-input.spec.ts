import { expect, test } from './fixtures';

/*
 * Input no page can read (docs/decisions/0490): a malformed percent-escape or a NUL byte, in the path or the query,
 * on every kind of route the site has, answers the site's own 404 page, never a bare 500. The proxy checks every
 * address once, before routing.
 */

const NOT_FOUND = 'The page you are looking for does not exist or has been moved.';

/** Each kind of route, with the address forms that once reached Next's routing or PostgreSQL. */
const ADDRESSES = [
  // dynamic segments: an id, a code, a slug, a category, a catch-all
  '/fault-codes/%E0',
  '/glossary/%E0%A4%A',
  '/article/%A',
  '/category/%A',
  '/charger-install/%E0%A4',
  '/tire-fitment/tire/%A',
  '/tire-fitment/vehicle/1%00',
  '/installers/%E0',
  '/storage/public/%E0.png',
  // static pages and the pages with results per query
  '/%A',
  '/privacy%00',
  '/glossary?q=%E0',
  '/articles?q=%00',
  '/fault-codes?q=%00',
  '/range-tool?distance=%00',
  '/tire-fitment?make=%E0%A4%A',
  '/search?q=%00',
  // route handlers and the back office
  '/api/search?q=%00',
  '/api/glossary/%A/view',
  '/api/list-search?kind=glossary&q=%E0',
  '/admin/%A',
];

for (const address of ADDRESSES) {
  test(`${address} answers the site's 404 page`, async ({ request }) => {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).toContain(NOT_FOUND);
    expect(body).not.toContain('Internal Server Error');
  });
}

test('the same addresses with their input well-formed are the pages themselves', async ({ request }) => {
  // A lone '%' in a query reaches the pages as a percent sign (Next writes it again as %25, as browsers read it).
  for (const address of ['/glossary?q=battery', '/fault-codes?q=P0A80', '/search?q=battery', '/glossary/caf%C3%A9', '/fault-codes?system=%A', '/search?q=battery&type=%A']) {
    expect((await request.get(address)).status(), address).toBeLessThan(500);
  }
  expect((await request.get('/search?q=state%20of%20charge')).status()).toBe(200);
});
