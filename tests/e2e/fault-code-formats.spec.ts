import { expect as baseExpect, test, visit } from './fixtures';

test.use({ pagePerWorker: true });

/*
 * Every code format understood, one engine for codes, and the site search grouped by kind, as a technician meets
 * them: a maker's code, a generic code of another system and a typo each get their own answer instead of "no
 * match"; several words find a code; a code typed whole opens its page; codes no longer push articles off page 1.
 */

// Pages with a query render on their first request; on a busy machine that can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a maker’s code is answered with what it says and where its meaning is, on one shared noindex page per range', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/fault-codes?q=P1A0F');
  const answer = page.getByRole('region', { name: 'What this code is' });
  await expect(answer.getByRole('heading', { name: 'P1A0F is a manufacturer code: its meaning depends on the make' })).toBeVisible();
  await expect(answer).toContainText('maker’s service information');
  await expect(answer).toContainText('Manufacturer-controlled (P1000–P1FFF)');
  await expect(page.getByText(/No fault codes match/)).toHaveCount(0);

  await page.goto('/search?q=P1A0F');
  await expect(page.getByRole('heading', { name: 'P1A0F is a manufacturer code: its meaning depends on the make' })).toBeVisible();
  await expect(page.getByText('Try fewer words')).toHaveCount(0);

  // The direct address leads to the range's shared page, which search engines are told not to index.
  const direct = await visit(playwright, baseURL, '/fault-codes/P1A0F');
  expect(direct.status).toBe(307);
  expect(direct.location).toMatch(/\/fault-codes\/range\/p1000-p1fff\?code=P1A0F$/);
  await page.goto('/fault-codes/P1A0F');
  await expect(page).toHaveURL(/\/fault-codes\/range\/p1000-p1fff\?code=P1A0F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'P1A0F is a manufacturer code: its meaning depends on the make' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/fault-codes/range/');
});

test('a generic code of another system says so; five characters that are no code say which one is wrong', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/fault-codes?q=P0300');
  await expect(page.getByRole('heading', { name: 'P0300 is a generic code of another system, not an EV one' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What this code is' })).toContainText('ignition system or misfire');
  const direct = await visit(playwright, baseURL, '/fault-codes/P0300');
  expect(direct.status).toBe(307);
  expect(direct.location).toMatch(/\/fault-codes\/range\/p0000-p0fff\?code=P0300$/);

  await page.goto('/fault-codes?q=P0ZZZ');
  await expect(page.getByRole('heading', { name: 'P0ZZZ is not a fault code' })).toBeVisible();
  await expect(page.getByText('The 3rd character, “Z”, must be a hexadecimal digit: 0 to 9 or A to F.')).toBeVisible();
  const missing = await visit(playwright, baseURL, '/fault-codes/P0ZZZ');
  expect(missing.status).toBe(404);
  expect(missing.html).toContain('P0ZZZ is not a fault code. The 3rd character, “Z”, must be a hexadecimal digit');
});

test('a partial code still lists its codes, and a NUL in the search gets the site’s 404, not an error', async ({ page, playwright, baseURL }) => {
  await page.goto('/fault-codes?q=P0AA');
  const results = page.getByRole('list', { name: 'Matching fault codes' });
  await expect(results.getByRole('link').first()).toContainText('P0AA0');
  await expect(results.getByRole('link', { name: /^P0AA6 / })).toBeVisible();

  expect((await visit(playwright, baseURL, '/fault-codes?q=%00')).status).toBe(404);
});

test('several words find a code through the site search’s engine, and a code typed whole opens its page', async ({ page, playwright, baseURL }) => {
  await page.goto('/fault-codes?q=inverter+overtemperature');
  await expect(page.getByRole('list', { name: 'Matching fault codes' }).getByRole('link', { name: /^P0A3C / })).toBeVisible();

  for (const path of ['/fault-codes?q=p0aa6', '/search?q=P0AA6']) {
    const opened = await visit(playwright, baseURL, path);
    expect({ path, status: opened.status, location: opened.location }).toEqual({
      path,
      status: 307,
      location: expect.stringMatching(/\/fault-codes\/P0AA6$/),
    });
  }
  await page.goto('/fault-codes');
  const field = page.getByRole('searchbox', { name: 'Search fault codes' });
  await field.fill('P0AA6');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/fault-codes\/P0AA6$/);
  await expect(page.getByRole('heading', { level: 1, name: 'P0AA6' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/search?q=contactor shows glossary terms, articles and at most 5 codes on its first screen, each kind counted', async ({ page }) => {
    await page.goto('/search?q=contactor');
    await expect(page.getByRole('list', { name: 'Glossary terms' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link').first()).toHaveAttribute('href', /^\/article\/\d+$/);
    const codes = page.getByRole('list', { name: 'Fault codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(5);
    const heading = await page.getByRole('heading', { level: 2, name: /^Fault codes \(\d+\)$/ }).innerText();
    const count = Number(heading.match(/\((\d+)\)/)![1]);
    const more = page.getByRole('link', { name: `${count - 5} more fault codes` });
    await expect(more).toHaveAttribute('href', '/search?q=contactor&kind=codes');

    // The one kind, on its own pages, counted as the first screen said.
    await more.click();
    await expect(page).toHaveURL('/search?q=contactor&kind=codes');
    await expect(page.getByText(`${count} results for “contactor” in fault codes`)).toBeVisible();
    const listed = page.getByRole('list', { name: 'Fault codes' }).getByRole('listitem');
    await expect(listed).toHaveCount(Math.min(20, count));
    if (count > 20) {
      await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL('/search?q=contactor&kind=codes&page=2');
      await expect(listed).toHaveCount(Math.min(20, count - 20));
    }
  });
});

for (const width of [1366, 390]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the fault-code search’s magnifier sits inside its box (${width} px, ${colorScheme})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/fault-codes');
      const field = await page.getByRole('searchbox', { name: 'Search fault codes' }).boundingBox();
      const icon = await page.locator('form[role="search"][action="/fault-codes"] svg').boundingBox();
      expect(field && icon).toBeTruthy();
      // The icon's centre is within the field, at its left end.
      const middle = icon!.y + icon!.height / 2;
      expect(middle).toBeGreaterThan(field!.y);
      expect(middle).toBeLessThan(field!.y + field!.height);
      expect(icon!.x).toBeGreaterThanOrEqual(field!.x);
      expect(icon!.x + icon!.width).toBeLessThan(field!.x + 48);
    });
  }
}
