import { expect as baseExpect, test, toast, untilHydrated, visit } from './fixtures';
import { openAsAdmin } from './admin-session';

test.use({ pagePerWorker: true });

// Every code page renders on its first request; on a busy machine that can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

// Each run is its own client, so sign-ins of earlier runs never hit a rate limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

test('the index groups the codes by system with counts, explains how a code reads and credits SAE J2012', async ({ page }) => {
  await page.goto('/fault-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'EV Fault Codes' })).toBeVisible();
  const isolation = page.getByRole('link', { name: /Isolation, interlock and contactors/ });
  await expect(isolation).toContainText(/\d+ codes/);
  await expect(page.getByRole('heading', { name: 'How a code reads' })).toBeVisible();
  await expect(page.getByText('Code titles: SAE J2012, via the')).toBeVisible();

  await isolation.click();
  await expect(page).toHaveURL(/\/fault-codes\?system=isolation$/);
  const list = page.getByRole('list', { name: 'Isolation, interlock and contactors codes' });
  await expect(list.getByRole('link', { name: /P0AA6 Hybrid\/EV Battery Voltage System Isolation Fault/ })).toBeVisible();
});

test('the search finds codes by a partial code and by words, misspelled too', async ({ page }) => {
  await page.goto('/fault-codes');
  const field = page.getByRole('searchbox', { name: 'Search fault codes' });
  await field.fill('p0aa');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/fault-codes\?q=p0aa$/);
  const results = page.getByRole('list', { name: 'Matching fault codes' });
  await expect(results.getByRole('link').first()).toContainText('P0AA0');
  await expect(results.getByRole('link', { name: /^P0AA6 / })).toBeVisible();

  await page.goto('/fault-codes?q=isolaton');
  await expect(page.getByRole('list', { name: 'Matching fault codes' }).getByRole('link', { name: /P0AA6 / })).toBeVisible();

  await page.goto('/fault-codes?q=zzqx');
  await expect(page.getByRole('heading', { name: 'No fault codes match “zzqx”' })).toBeVisible();
});

test('the site search opens the code page for a code', async ({ page }) => {
  await page.goto('/search?q=P0AA6');
  await expect(page).toHaveURL(/\/fault-codes\/P0AA6$/);
  await expect(page.getByRole('heading', { level: 1, name: 'P0AA6' })).toBeVisible();
});

test('a high-voltage code page links its glossary terms with cards, warns, and describes itself', async ({ page }) => {
  await page.goto('/fault-codes/P0AA6');
  await expect(page.getByRole('heading', { level: 1, name: 'P0AA6' })).toBeVisible();
  const term = page.locator('a.glossary-term-link[data-term-id]', { hasText: 'Isolation Fault' });
  await expect(term).toHaveAttribute('href', /^\/glossary\/\d+$/);
  await untilHydrated(page.getByRole('link', { name: 'Isolation, interlock and contactors', exact: true }));
  await term.hover();
  await expect(page.getByRole('tooltip').getByRole('link', { name: 'Read more' })).toBeVisible();

  const notice = page.getByRole('complementary', { name: 'High-voltage system' });
  await expect(notice).toContainText('Only trained people with insulated tools and PPE work on the high-voltage system.');
  await expect(notice).toContainText('Follow the maker’s de-energising procedure');
  await expect(page.getByText('Code titles: SAE J2012, via the')).toBeVisible();
  await expect(page).toHaveTitle(/P0AA6: Hybrid\/EV Battery Voltage System Isolation Fault/);

  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(data).toMatchObject({ '@type': 'DefinedTerm', termCode: 'P0AA6', inDefinedTermSet: { '@type': 'DefinedTermSet' } });
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(/\/fault-codes\/P0AA6\/opengraph-image/);
});

test('a low-voltage code carries no safety notice; its family links the same circuit', async ({ page }) => {
  await page.goto('/fault-codes/P0CC6');
  await expect(page.getByRole('heading', { level: 1, name: 'P0CC6' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'High-voltage system' })).toHaveCount(0);
  await page.goto('/fault-codes/P0A3F');
  const family = page.getByRole('list', { name: 'Codes of the same circuit as P0A3F' });
  await expect(family.getByRole('link', { name: /P0A41 Drive Motor A Position Sensor Circuit Low/ })).toBeVisible();
});

test('a lower-case code redirects to its canonical address; malformed codes answer 404 with a search link', async ({
  playwright,
  baseURL,
}) => {
  const lower = await visit(playwright, baseURL, '/fault-codes/p0aa6');
  expect(lower.status).toBe(308);
  expect(lower.location).toMatch(/\/fault-codes\/P0AA6$/);

  for (const path of ['/fault-codes/P0AAG', '/fault-codes/not-a-code']) {
    const missing = await visit(playwright, baseURL, path);
    expect({ path, status: missing.status }).toEqual({ path, status: 404 });
    expect(missing.html).toContain('Fault Code Not Found');
    expect(missing.html).toMatch(/href="\/fault-codes\?q=[^"]+"[^>]*>Search the fault codes</);
  }
});

test('an operator’s notes show on the code page at the next request, marked as the operator’s', async ({ page, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const note = `Coolant in the junction box ${Date.now().toString(36)}`;
  // Rendered and cached first, so the check below proves the edit reaches the cached page.
  expect((await visit(playwright, baseURL, '/fault-codes/P0AA7')).status).toBe(200);

  await openAsAdmin(page, '/admin/fault-codes');
  const search = page.getByRole('searchbox', { name: 'Search fault codes' });
  await untilHydrated(search);
  await search.fill('P0AA7');
  const row = page.getByTestId('fault code-row').filter({ hasText: 'P0AA7' });
  await row.getByRole('button', { name: 'Edit P0AA7' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Fault Code' });
  await edit.getByLabel('Likely causes').fill(note);
  await edit.getByRole('button', { name: 'Update Fault Code' }).click();
  await expect(toast(page, 'Fault code updated successfully')).toBeVisible();

  const after = await visit(playwright, baseURL, '/fault-codes/P0AA7');
  expect(after.html).toContain(note);
  expect(after.html).toContain('Notes from the site’s operator');
});
