import path from 'node:path';
import { expect, test, untilHydrated, type Page } from './fixtures';
import { SEED_DIR } from '@/lib/db/seed';
import { referenceRows } from '../fixtures/reference-data';

test.use({ pagePerWorker: true });

/** Share of seeded tires with a published rolling-resistance grade, from the reference file itself. */
async function labelledShare(): Promise<number> {
  const tires = await referenceRows(path.join(SEED_DIR, 'reference', 'tires.csv'));
  return Math.round((tires.filter((tire) => tire.rolling_resistance).length / tires.length) * 100);
}

/** Picks the first 2019 Tesla Model 3 trim in the directory's cascade and waits for its vehicle page. */
async function openFirstModel3(page: Page): Promise<void> {
  await page.goto('/tire-fitment');
  await page.getByLabel('Year').selectOption('2019');
  await page.getByLabel('Make').selectOption('Tesla');
  await page.getByLabel('Model').selectOption('Model 3');
  await page.getByLabel('Trim').selectOption({ index: 1 });
  await page.getByLabel('Tire Size').selectOption('oe');
  await page.waitForURL(/\/tire-fitment\/vehicle\/\d+$/);
}

test('the vehicle cascade leads to a vehicle page with its compatible tires', async ({ page }) => {
  await page.goto('/tire-fitment');
  await expect(page.getByRole('link', { name: 'Search by Vehicle' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Year').selectOption('2019');
  await page.getByLabel('Make').selectOption('Tesla');
  await page.getByLabel('Model').selectOption('Model 3');
  const trim = page.getByLabel('Trim');
  const firstTrim = await trim.locator('option').nth(1).textContent();
  await trim.selectOption({ index: 1 });
  await page.getByLabel('Tire Size').selectOption('oe');
  await page.waitForURL(/\/tire-fitment\/vehicle\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`2019 Tesla Model 3 ${firstTrim}`);
  await expect(page.getByText('OEM Tire Size')).toBeVisible();
  const rows = page.getByTestId('compatible-tire');
  expect(await rows.count()).toBeGreaterThan(0);
  // No seeded tire has a published rolling-resistance grade or noise figure: nothing is drawn for them.
  await expect(rows.first().getByText('Not rated').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plus-Size Helper' })).toBeVisible();
  await expect(page.getByTestId('commission-disclosure')).toBeVisible();
});

/** Each compatible-tire row as a visitor reads it: the tire's name and its EV and OEM badges. */
async function tireRows(page: Page): Promise<{ name: string; ev: boolean; oem: boolean }[]> {
  const rows = page.getByTestId('compatible-tire');
  const read = [];
  for (const row of await rows.all()) {
    read.push({
      name: ((await row.getByRole('link').first().textContent()) ?? '').trim(),
      ev: (await row.getByText('EV', { exact: true }).count()) > 0,
      oem: (await row.getByText('OEM', { exact: true }).count()) > 0,
    });
  }
  return read;
}

test('vehicle page filters live in the URL, keep exactly the matching tires, and can be reset', async ({ page }) => {
  await page.goto('/tire-fitment');
  await page.getByLabel('Year').selectOption('2022');
  await page.getByLabel('Make').selectOption('Tesla');
  await page.getByLabel('Model').selectOption('Model 3');
  await page.getByLabel('Trim').selectOption({ index: 1 });
  await page.getByLabel('Tire Size').selectOption('oe');
  await page.waitForURL(/\/tire-fitment\/vehicle\/\d+$/);
  const vehicleUrl = page.url();
  const rows = page.getByTestId('compatible-tire');
  const all = await tireRows(page);
  const oemOnly = all.filter((tire) => tire.oem);
  // The vehicle is chosen for having both OEM approved tires and others, so the filter has something to remove.
  expect(oemOnly.length).toBeGreaterThan(0);
  expect(oemOnly.length).toBeLessThan(all.length);

  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('OEM Approved Only').check();
  await page.waitForURL(/oem=1/);
  await expect(rows).toHaveCount(oemOnly.length);
  expect(await tireRows(page)).toEqual(oemOnly);

  await page.getByLabel('EV-Rated Tires Only').check();
  await page.waitForURL(/ev=1/);
  const oemAndEv = all.filter((tire) => tire.oem && tire.ev);
  await expect(rows).toHaveCount(oemAndEv.length);
  expect(await tireRows(page)).toEqual(oemAndEv);
  await expect(page.getByText('No compatible tires found for this vehicle with the selected filters.')).toHaveCount(
    oemAndEv.length === 0 ? 1 : 0,
  );

  await page.getByRole('link', { name: 'Reset Filters' }).click();
  await page.waitForURL(vehicleUrl);
  await expect(rows).toHaveCount(all.length);
  expect(await tireRows(page)).toEqual(all);
});

test('the tire tab filters by brand and opens a tire page', async ({ page }) => {
  await page.goto('/tire-fitment?tab=tire');
  await page.getByLabel('Brand').selectOption('Michelin');
  await page.getByRole('button', { name: 'Search Tires' }).click();
  await page.waitForURL(/brand=Michelin/);
  const cards = page.getByTestId('tire-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await expect(cards.nth(index)).toContainText('Michelin');

  const model = (await cards.first().locator('h3').textContent()) ?? '';
  await cards.first().click();
  await page.waitForURL(/\/tire-fitment\/tire\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(model);
  await expect(page.getByText(/lbs per tire/).first()).toBeVisible();
  await expect(page.getByText(/mph \(\d+\+? km\/h\)/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance Characteristics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compatible Vehicles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Understanding Tire Size' })).toBeVisible();
  const buy = page.getByRole('link', { name: /Search Tire Rack for Michelin/ });
  await expect(buy).toHaveAttribute('href', /^https:\/\/tires\.tirerack\.com\/search\?/);
  await expect(page.getByTestId('commission-disclosure')).toContainText('commission');
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  await expect(sources.getByRole('link', { name: 'Vehicle Database Information' })).toHaveAttribute(
    'href',
    '/vehicle-data-info',
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', brand: { name: 'Michelin' } });
});

test('the tire list pages forward after the visitor has pointed at the directory in the header', async ({ page }) => {
  await page.goto('/tire-fitment?tab=tire');
  const cards = page.getByTestId('tire-card');
  const firstPage = await cards.locator('h3').allTextContents();
  expect(firstPage.length).toBeGreaterThan(0);
  // A prefetched bare /tire-fitment would be shown for any query on that address followed before its own route
  // arrives, so the header's link to it must not prefetch it. Pointing at a tab afterwards does prefetch (a query
  // page of its own); by the time that request leaves, a prefetch of the bare page would have left before it.
  const rscPaths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/tire-fitment' && request.headers()['rsc'] === '1') rscPaths.push(url.search.replace(/[?&]_rsc=[^&]*/, ''));
  });
  const tabPrefetched = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/tire-fitment' && url.searchParams.get('tab') === 'vehicle' && request.headers()['rsc'] === '1';
  });
  const tools = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' });
  await untilHydrated(tools);
  await tools.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Tire Fitment/ }).hover();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Search type' }).getByRole('link', { name: 'Search by Vehicle' }).hover();
  await tabPrefetched;
  expect(rscPaths, 'requests for /tire-fitment page data before the tab was pointed at').not.toContain('');

  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Previous' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  expect(await cards.locator('h3').allTextContents()).not.toEqual(firstPage);
});

test('a tire with a published EU label shows its grade and noise, and the label sheet among its sources', async ({
  page,
}) => {
  const tires = await referenceRows(path.join(SEED_DIR, 'reference', 'tires.csv'));
  const labelled = tires.find((tire) => tire.rolling_resistance && tire.noise_level_db)!;
  await page.goto(`/tire-fitment?tab=tire&brand=${labelled.brand}&size=${encodeURIComponent(labelled.size!)}`);
  await page.getByTestId('tire-card').filter({ hasText: labelled.model! }).first().click();
  await page.waitForURL(/\/tire-fitment\/tire\/\d+$/);
  await expect(page.getByText(new RegExp(`^${labelled.rolling_resistance} \\(`)).first()).toBeVisible();
  await expect(page.getByText(`${labelled.noise_level_db} dB`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link', { name: /EPREL/ })).toBeVisible();
});

test('a VIN of a seeded vehicle decodes offline and links to its page', async ({ page }) => {
  await page.goto('/tire-fitment?tab=vin');
  const input = page.getByLabel('Vehicle Identification Number (VIN)');
  const search = page.getByRole('button', { name: 'Search' });
  await input.fill('5yj3e1ea6kf12345');
  await expect(search).toBeDisabled();
  await expect(page.getByText('Please enter a valid 17-character VIN')).toBeVisible();
  await input.fill('5YJ3E1EA0KF123456');
  await search.click();
  await expect(page.getByRole('heading', { name: 'VIN Decoding Failed' })).toBeVisible();
  await expect(page.getByText(/check digit/)).toBeVisible();

  await input.fill('5yj3e1ea6kf123456');
  await expect(input).toHaveValue('5YJ3E1EA6KF123456');
  await search.click();
  const result = page.getByTestId('vin-result');
  await expect(result).toContainText('Found 2019 Tesla Model 3', { timeout: 15_000 });
  await expect(page.getByTestId('vin-source')).toHaveText('offline');
  // A VIN seldom names the trim: the answer says which one it assumed and offers the other.
  await expect(result.getByTestId('vin-assumed-trim')).toContainText('we assumed the Long Range AWD 18-inch');
  await expect(result.getByRole('link', { name: 'Standard Range Plus RWD 18-inch (235/45R18)' })).toHaveAttribute(
    'href',
    /^\/tire-fitment\/vehicle\/\d+$/,
  );
  // the same decode finds the calculators' EPA rows of the 2019 Model 3, each opening the range tool
  const epaRows = result.getByTestId('vin-ev-models').getByRole('link');
  await expect(epaRows.first()).toHaveText(/^Model 3/);
  const rangeLink = (await epaRows.first().getAttribute('href'))!;
  expect(rangeLink).toMatch(/^\/range-tool\?id=\d+$/);
  await result.getByRole('link', { name: 'View Compatible Tires' }).click();
  await page.waitForURL(/\/tire-fitment\/vehicle\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2019 Tesla Model 3');

  await page.goto(rangeLink);
  await expect(page.getByTestId('epa-range')).toContainText('EPA range of the 2019 Tesla Model 3');
});

test('unknown tire and vehicle ids answer 404 with the not-found screens', async ({ page }) => {
  for (const [path, heading] of [
    ['/tire-fitment/tire/987654321', 'Tire Not Found'],
    ['/tire-fitment/tire/not-a-number', 'Tire Not Found'],
    ['/tire-fitment/vehicle/987654321', 'Vehicle Not Found'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Tire Directory' })).toHaveAttribute('href', '/tire-fitment');
  }
});

test('two tires can be compared side by side', async ({ page }) => {
  await openFirstModel3(page);
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: /Compare selected \(2\/3\)/ }).click();
  await page.waitForURL(/\/tire-fitment\/compare\?/);
  await expect(page.getByRole('heading', { name: 'Compare Tires' })).toBeVisible();
  await expect(page.locator('thead th a')).toHaveCount(2);
  await expect(page.getByRole('rowheader', { name: 'Load index' })).toBeVisible();
});

test('vehicle data info shows statistics, sources and links to the tire directory', async ({ page }) => {
  const response = await page.goto('/vehicle-data-info');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Database Information' })).toBeVisible();
  await expect(page.getByTestId('stat').filter({ hasText: 'Tires' }).first()).toContainText('60');
  await expect(page.getByRole('heading', { name: 'Data Completeness' })).toBeVisible();
  await expect(page.getByTestId('completeness-row').filter({ hasText: 'rolling resistance' })).toContainText(
    `${await labelledShare()}%`,
  );
  await expect(page.getByRole('heading', { name: 'Data Sources' })).toBeVisible();
  const listed = page.locator('li[id^="source-"]');
  const all = (await (await page.request.get('/vehicle-data-info/sources')).json()) as { name: string }[];
  expect(all.length).toBeGreaterThan(20);
  await expect(page.getByText(`${all.length} published sources back the figures`)).toBeVisible();
  // The page carries the first sources only; the last one by name arrives when a visitor searches for it.
  await expect(page.getByText(`Showing 20 of ${all.length} sources`)).toBeVisible();
  await expect(listed).toHaveCount(20);
  expect((await response!.text()).match(/id="source-/g)).toHaveLength(20);
  const last = all.at(-1)!.name;
  const sources = page.getByLabel('Search sources');
  await untilHydrated(sources);
  await sources.fill(last);
  await expect(page.getByRole('link', { name: last, exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^\\d+ of ${all.length} sources$`))).toBeVisible();
  await sources.fill('owner');
  await expect(page.getByText(/^\d+ of \d+ sources$/)).toBeVisible();
  await expect(page.locator('li[id^="source-"]').first()).toContainText(/owner/i);
  await sources.fill('no such source zzz');
  await expect(page.getByText('No sources found matching "no such source zzz"')).toBeVisible();
  await sources.fill('');
  await page.getByRole('button', { name: `Show all ${all.length} sources` }).click();
  await expect(listed).toHaveCount(all.length);
  await expect(page.getByText(`${all.length} sources`, { exact: true })).toBeVisible();

  const search = page.getByLabel('Search manufacturers');
  await search.fill('zzz');
  await expect(page.getByText('No manufacturers found matching "zzz"')).toBeVisible();
  await search.fill('tes');
  const tesla = page.getByRole('button', { name: /Tesla/ });
  await tesla.click();
  await expect(tesla).toHaveAttribute('aria-expanded', 'true');
  // The open make names its sources from the full list, loaded for it.
  const teslaSources = page.getByRole('listitem').filter({ has: tesla }).locator('a[target="_blank"]');
  await expect(teslaSources.first()).toHaveAttribute('href', /^https?:\/\//);
  await page.getByRole('link', { name: 'Find Tires' }).click();
  await page.waitForURL(/\/tire-fitment\?make=Tesla/);
  await expect(page.getByLabel('Make')).toHaveValue('Tesla');
});

test('a visitor can suggest a fitment for review', async ({ page }) => {
  await page.goto('/tire-fitment');
  await page.getByLabel('Year').selectOption('2021');
  await page.getByLabel('Make').selectOption('Ford');
  await page.getByLabel('Model').selectOption('Mustang Mach-E');
  await page.getByLabel('Trim').selectOption({ index: 1 });
  await page.getByLabel('Tire Size').selectOption('oe');
  await page.waitForURL(/\/tire-fitment\/vehicle\/\d+$/);
  const form = page.getByRole('region', { name: 'Suggest a fitment' });
  await untilHydrated(form.getByRole('button', { name: 'Suggest a Tire' }));
  await form.getByRole('button', { name: 'Suggest a Tire' }).click();
  await expect(form.getByLabel('Tire brand')).toBeFocused();
  await expect(form.getByLabel('Make')).toHaveValue('Ford');
  await form.getByRole('button', { name: 'Send Suggestion' }).click();
  await expect(form.getByText('Please fill in all required fields').first()).toBeVisible();
  await form.getByLabel('Tire brand').fill('Michelin');
  await form.getByLabel('Tire model').fill('CrossClimate2');
  await form.getByLabel('Tire size').fill('225/60R18');
  await form.getByRole('button', { name: 'Send Suggestion' }).click();
  await expect(form.getByRole('status')).toContainText('will be reviewed');
});

test.describe('on a phone, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The part of a box that lies outside the viewport's width (0 when it is fully within). */
  const overflow = async (locator: import('@playwright/test').Locator) => {
    const box = (await locator.boundingBox())!;
    return Math.max(0, -box.x) + Math.max(0, box.x + box.width - 390);
  };

  test('the three search tabs stay on one line and still work from the keyboard', async ({ page }) => {
    await page.goto('/tire-fitment');
    const nav = page.getByRole('navigation', { name: 'Search type' });
    const names = ['Search by Vehicle', 'Search by Tire', 'Search by VIN'];
    const tops = [];
    for (const name of names) {
      const tab = nav.getByRole('link', { name });
      await expect(tab).toBeVisible();
      expect(await overflow(tab)).toBe(0);
      tops.push((await tab.boundingBox())!.y);
    }
    expect(new Set(tops).size).toBe(1);

    await untilHydrated(nav.getByRole('link', { name: 'Search by Vehicle' }));
    await nav.getByRole('link', { name: 'Search by Vehicle' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Search by VIN' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=vin/);
    await expect(nav.getByRole('link', { name: 'Search by VIN' })).toHaveAttribute('aria-current', 'page');
  });

  test("a vehicle's compatible tires show name, size, ratings and Buy without sideways scrolling", async ({ page }) => {
    await openFirstModel3(page);
    const rows = page.getByTestId('compatible-tire');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const row of (await rows.all()).slice(0, 3)) {
      await row.scrollIntoViewIfNeeded();
      const parts = [
        row.getByRole('link').first(),
        row.getByText(/\d{3}\/\d{2}Z?R\d{2}/),
        ...['Load', 'Speed', 'Efficiency', 'Noise'].map((label) => row.getByText(label, { exact: true })),
        row.getByRole('link', { name: /^Buy / }),
        row.getByRole('checkbox'),
      ];
      for (const part of parts) {
        await expect(part).toBeVisible();
        expect(await overflow(part)).toBe(0);
      }
    }
    // Nothing inside the list scrolls sideways either.
    const boxes = await page.locator('[data-testid="compatible-tire"]').first().evaluate((row) => {
      let element: Element | null = row;
      const wide = [];
      while (element) {
        if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') wide.push(element.tagName);
        element = element.parentElement;
      }
      return wide;
    });
    expect(boxes).toEqual([]);
  });
});
