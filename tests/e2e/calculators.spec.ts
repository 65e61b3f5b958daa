import path from 'node:path';
import { expect, failLaterScripts, test, untilHydrated, type Page } from './fixtures';
import { CHART_UNAVAILABLE } from '@/components/charts/lazy-charts';
import { SEED_DIR } from '@/lib/db/seed';
import { referenceRows } from '../fixtures/reference-data';

test.use({ pagePerWorker: true });

/** Picks the first year, make and model offered, as a visitor would; returns the chosen model's label. */
async function chooseFirstVehicle(page: Page): Promise<string> {
  const year = page.getByLabel('Year');
  await expect(year.locator('option').nth(1)).toBeAttached();
  await untilHydrated(year);
  await year.selectOption({ index: 1 });
  const make = page.getByLabel('Make');
  await expect(make).toBeEnabled();
  await make.selectOption({ index: 1 });
  const model = page.getByLabel('Model');
  await expect(model).toBeEnabled();
  await model.selectOption({ index: 1 });
  return (await model.locator('option:checked').textContent()) ?? '';
}

/** The placard row as the reference file states it, so the test follows corrections to the data. */
async function placard(make: string, model: string): Promise<{ psi: number; appliesTo: string }> {
  const rows = await referenceRows(path.join(SEED_DIR, 'reference', 'tire_pressures.csv'));
  const row = rows.find((entry) => entry.make === make && entry.model === model);
  if (!row) throw new Error(`No placard row for ${make} ${model}`);
  return { psi: Number(row.recommended_psi), appliesTo: row.applies_to ?? '' };
}

/** One EPA row of the reference file, as the seed loads it. */
async function epaRow(match: (row: Record<string, string>) => boolean): Promise<Record<string, string>> {
  const row = (await referenceRows(path.join(SEED_DIR, 'reference', 'ev_models.csv'))).find(match);
  if (!row) throw new Error('No such EPA row in ev_models.csv');
  return row;
}

function pngSize(buffer: Buffer) {
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test.describe('range tool', () => {
  test('choosing a vehicle shows costs, the savings, charging times and the chart, and puts the inputs in the URL', async ({
    page,
  }) => {
    const response = await page.goto('/range-tool');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'EV Range & Charging Cost Comparison' }),
    ).toBeVisible();
    await expect(page.getByLabel('Region')).toHaveValue('California');
    // 2025 → Volkswagen → ID.4: EPA's own row, its range and its fueleconomy.gov page
    const id4 = await epaRow((row) => row.year === '2025' && row.make === 'Volkswagen' && row.model === 'ID.4');
    const year = page.getByLabel('Year');
    await untilHydrated(year);
    await year.selectOption('2025');
    await page.getByLabel('Make').selectOption('Volkswagen');
    const option = page.getByLabel('Model').locator('option', { hasText: /^ID\.4 \(/ });
    await expect(option).toHaveText(`ID.4 (${id4.epa_range} mi range)`);
    await page.getByLabel('Model').selectOption((await option.getAttribute('value'))!);
    const results = page.getByTestId('range-results');
    await expect(results.getByTestId('epa-range')).toContainText(`${id4.epa_range} mi`);
    await expect(results.getByTestId('epa-link')).toHaveAttribute(
      'href',
      `https://www.fueleconomy.gov/feg/noframes/${id4.epa_id}.shtml`,
    );
    await expect(results.getByTestId('energy-basis')).toContainText(
      `measured consumption, ${Number(id4.efficiency).toFixed(1)} kWh/100 mi`,
    );
    // 100 mi × EPA's kWh/100 mi × California's 34.74 ¢/kWh
    const cost = ((Number(id4.efficiency) * 100) / 100) * 0.3474;
    await expect(results.getByTestId('home-cost')).toContainText(`$${cost.toFixed(2)}`);
    await expect(results.getByTestId('level2-time')).toContainText(`${Number(id4.charge_240_hours)} h 0 m`);
    await expect(results.getByTestId('level2-time')).toContainText('EPA’s time to charge at 240 V');
    await expect(results.getByTestId('dcfast-time')).toContainText(/\d+ m|Not published/);
    await expect(results.locator('canvas')).toBeVisible();
    await expect(page.getByTestId('energy-price-indicator')).toContainText(/Prices updated|Fallback data/);
    const sidebar = page.getByRole('complementary', { name: 'Comparable vehicles' });
    await expect(sidebar.getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByText('EPA figures:').getByRole('link')).toHaveAttribute(
      'href',
      `https://www.fueleconomy.gov/feg/noframes/${id4.epa_id}.shtml`,
    );
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await expect(page).toHaveURL(/distance=100/);

    await page.getByLabel('Trip distance (miles)').fill('250');
    await expect(page).toHaveURL(/distance=250/);
    await expect(results.getByRole('heading', { name: /Cost for 250 mi in California/ })).toBeVisible();

    await page.getByLabel('Trip distance (miles)').fill('5000');
    await expect(page.getByTestId('range-empty')).toContainText(
      'Trip distance must be a number from 1 to 1000 miles.',
    );
    // comparables belong to the vehicle, not to the trip
    await expect(sidebar.getByRole('listitem')).not.toHaveCount(0);
    await expect(sidebar).not.toContainText('None of the same type');

    await page.getByLabel('Trip distance (miles)').fill('100');
    await page.getByLabel('Outside temperature (°F, optional)').fill('20');
    await expect(page).toHaveURL(/temp=20/);
    await expect(results.getByTestId('epa-range')).toContainText(
      `about ${Math.round(Number(id4.epa_range) * 0.59)} mi at 20 °F`,
    );
    await expect(results.getByTestId('temperature-note')).toContainText('AAA');
    await page.getByLabel('Outside temperature (°F, optional)').fill('-41');
    await expect(page.getByText('Outside temperature must be a number from -40 to 120 °F.')).toBeVisible();
    await expect(results.getByTestId('epa-range')).not.toContainText('°F');
  });

  test('a shared link to a 2026 EV renders its numbers in the server HTML and its preview', async ({ request }) => {
    const ev = await epaRow((row) => row.year === '2026' && Number(row.efficiency) > 0);
    const query = `shared=true&year=2026&make=${encodeURIComponent(ev.make!)}&model=${encodeURIComponent(ev.model!)}&distance=100&temp=20`;
    const response = await request.get(`/range-tool?${query}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // 100 mi × EPA's kWh/100 mi ÷ (1 − AAA's 39 % efficiency loss at 20 °F) × California's 34.74 ¢/kWh
    const cost = (Number(ev.efficiency) / 0.61) * 0.3474;
    expect(html).toContain(`$${cost.toFixed(2)}`);
    expect(html).toContain(`https://www.fueleconomy.gov/feg/noframes/${ev.epa_id}.shtml`);
    expect(html).toMatch(/og:image" content="[^"]*\/api\/og\/range\?shared=true[^"]*temp=20/);
    const image = await request.get(`/api/og/range?${query}`);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('a shared link naming a vehicle not in the table gets the message and the defaults', async ({ page }) => {
    await page.goto('/range-tool?shared=true&year=2026&make=Nosuchmake&model=Nothing&temp=banana');
    const notices = page.getByTestId('parameter-notices');
    await expect(notices).toContainText('The vehicle in this link was not found. Choose a vehicle below.');
    await expect(notices).toContainText('Outside temperature must be a number from -40 to 120 °F.');
    await expect(page.getByLabel('Region')).toHaveValue('California');
    await expect(page.getByLabel('Trip distance (miles)')).toHaveValue('100');
  });

  test('a shared link shows the same numbers without JavaScript, and its preview image is 1200×630', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/range-tool');
    await chooseFirstVehicle(page);
    await page.getByLabel('Region').selectOption('Texas');
    await page.getByLabel('Trip distance (miles)').fill('321');
    // The inputs reach the address after a short delay: share only once it carries both.
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get('region'), params.get('distance')];
      })
      .toEqual(['Texas', '321']);
    const query = new URL(page.url()).search.slice(1);
    const homeCost = (await page.getByTestId('home-cost').locator('p').nth(1).textContent()) ?? '';
    expect(homeCost).toMatch(/^\$\d/);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const shared = await noScript.newPage();
    const response = await shared.goto(`/range-tool?shared=true&${query}`);
    expect(response?.status()).toBe(200);
    await expect(shared.getByTestId('shared-vehicle')).toContainText('321 mile trip in Texas');
    await expect(shared.getByTestId('home-cost')).toContainText(homeCost);
    // The box says the result and links down to it, past the form.
    await expect(shared.getByTestId('shared-answer')).toContainText(`Home charging ${homeCost}`);
    await shared.getByRole('link', { name: 'See the full result' }).click();
    await expect(shared.getByTestId('home-cost')).toBeInViewport();
    const ogImage = await shared.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toContain('/api/og/range?shared=true');
    expect(await shared.title()).toContain(homeCost);
    await noScript.close();

    const image = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  });

  test('garbage parameters show a message and a usable form', async ({ page }) => {
    const response = await page.goto('/range-tool?shared=true&id=abc&distance=lots&region=Atlantis');
    expect(response?.status()).toBe(200);
    const notices = page.getByTestId('parameter-notices');
    await expect(notices).toContainText('Trip distance must be a number from 1 to 1000 miles.');
    await expect(notices).toContainText('The region in this link is not one we have prices for');
    await expect(page.getByLabel('Region')).toHaveValue('California');
    await chooseFirstVehicle(page);
    // a distance that is no number leaves the field empty: no cost until the visitor gives one
    await expect(page.getByTestId('range-empty')).toContainText('Trip distance must be a number from 1 to 1000 miles.');
    await page.getByLabel('Trip distance (miles)').fill('100');
    await expect(page.getByTestId('home-cost')).toBeVisible();
  });

  test('a link’s trip distance out of range is named beside its field and in the notice; a cleared one gives the message and no cost', async ({
    page,
    browser,
  }) => {
    const [vehicle] = await referenceRows(path.join(SEED_DIR, 'reference', 'ev_models.csv'));
    const base = `/range-tool?shared=true&year=${vehicle!.year}&make=${encodeURIComponent(vehicle!.make!)}&model=${encodeURIComponent(vehicle!.model!)}`;
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const shared = await noScript.newPage();
    for (const distance of ['0', '5000']) {
      await shared.goto(`${base}&distance=${distance}`);
      await expect(shared.getByTestId('parameter-notices')).toContainText(
        'Trip distance must be a number from 1 to 1000 miles.',
      );
      const field = shared.getByLabel('Trip distance (miles)');
      await expect(field).toHaveValue(distance);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(shared.getByTestId('range-empty')).toContainText('Trip distance must be a number from 1 to 1000 miles.');
      await expect(shared.getByTestId('home-cost')).toHaveCount(0);
    }
    await noScript.close();

    await page.goto(`${base}&distance=250`);
    await expect(page.getByRole('heading', { name: /Cost for 250 mi in California/ })).toBeVisible();
    await page.getByLabel('Trip distance (miles)').fill('');
    await expect(page.getByTestId('range-empty')).toContainText('Trip distance must be a number from 1 to 1000 miles.');
    await expect(page.getByTestId('home-cost')).toHaveCount(0);
    await expect(page).not.toHaveURL(/distance=/);
  });

  test('two models of one year each link to their own fueleconomy.gov page', async ({ page }) => {
    const rows = (await referenceRows(path.join(SEED_DIR, 'reference', 'ev_models.csv'))).filter(
      (row) => row.year === '2024' && row.make === 'Hyundai',
    );
    const [first, second] = [rows[0]!, rows.at(-1)!];
    await page.goto('/range-tool');
    for (const model of [first, second]) {
      const year = page.getByLabel('Year');
      await untilHydrated(year);
      await year.selectOption(model.year!);
      await page.getByLabel('Make').selectOption(model.make!);
      const option = page
        .getByLabel('Model')
        .locator('option', { hasText: `${model.model!} (${model.epa_range} mi range)` })
        .first();
      await page.getByLabel('Model').selectOption((await option.getAttribute('value'))!);
      await expect(page.getByText('EPA figures:').getByRole('link')).toHaveAttribute(
        'href',
        `https://www.fueleconomy.gov/feg/noframes/${model.epa_id}.shtml`,
      );
    }
  });

  test('sharing falls back to X, Facebook and e-mail links carrying the shared URL', async ({ page }) => {
    await page.goto('/range-tool');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await chooseFirstVehicle(page);
    await page.getByRole('button', { name: 'Share Results' }).click();
    const email = page.getByRole('link', { name: 'Share on E-mail' });
    await expect(email).toBeVisible();
    expect(decodeURIComponent((await email.getAttribute('href')) ?? '')).toContain(
      '/range-tool?shared=true&id=',
    );
    await expect(page.getByRole('link', { name: 'Share on X (Twitter)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
  });
});

test.describe('battery degradation', () => {
  test('estimates health from the mileage and keeps it in a shared link without JavaScript', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/battery-degradation');
    await chooseFirstVehicle(page);
    await page.getByLabel('Current mileage (miles)').fill('60000');
    const results = page.getByTestId('battery-results');
    await expect(results.getByTestId('battery-rating')).toHaveText(
      /Excellent|Very Good|Good|Fair|Poor|Critical/,
    );
    await expect(results.getByText('Charging analysis')).toBeVisible();
    // The chart is drawn as the visitor scrolls to it.
    const projection = results.getByRole('region', { name: 'Projected capacity' });
    await projection.scrollIntoViewIfNeeded();
    await expect(projection.locator('canvas')).toBeVisible();
    const capacity = (await results.getByTestId('capacity-percent').textContent()) ?? '';
    await expect(page).toHaveURL(/mileage=60000/);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const shared = await noScript.newPage();
    await shared.goto(`/battery-degradation?shared=true&${new URL(page.url()).search.slice(1)}`);
    await expect(shared.getByTestId('capacity-percent')).toHaveText(capacity);
    await expect(shared.getByTestId('epa-source').getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/www\.fueleconomy\.gov\/feg\/noframes\/\d+\.shtml$/,
    );
    await expect(shared.getByTestId('shared-vehicle')).toContainText('At 60,000 miles.');
    await expect(shared.getByTestId('shared-answer')).toContainText('% degradation; range');
    await shared.getByRole('link', { name: 'See the full result' }).click();
    await expect(shared.getByTestId('capacity-percent')).toBeInViewport();
    await noScript.close();

    const image = await request.get(`/api/og/battery?${new URL(page.url()).search.slice(1)}`);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  });

  test('a chart whose script cannot be downloaded leaves a note beside its table, and the results stay', async ({
    page,
  }) => {
    await failLaterScripts(page, '/battery-degradation');
    await page.goto('/battery-degradation');
    await chooseFirstVehicle(page);
    await page.getByLabel('Current mileage (miles)').fill('60000');
    const results = page.getByTestId('battery-results');
    const projection = results.getByRole('region', { name: 'Projected capacity' });
    await projection.scrollIntoViewIfNeeded();
    await expect(projection.getByRole('note')).toHaveText(CHART_UNAVAILABLE);
    await projection.getByText('Show chart data as a table', { exact: true }).click();
    await expect(projection.getByRole('table', { name: 'Projected capacity by battery age' })).toBeVisible();
    await expect(results.getByTestId('battery-rating')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a mileage out of range in the link shows a message', async ({ page }) => {
    await page.goto('/battery-degradation?mileage=-4');
    await expect(page.getByTestId('parameter-notices')).toContainText(
      'Mileage must be a number from 0 to 1,000,000 miles.',
    );
    await expect(page.getByLabel('Current mileage (miles)')).toBeEditable();
  });
});

test.describe('tire calculator', () => {
  test('shows the gain for a pressure increase, the warnings, the chart and FAQ links to the glossary', async ({
    page,
  }) => {
    await page.goto('/tire-calculator');
    await chooseFirstVehicle(page);
    await page.getByLabel('Current PSI').fill('32');
    await page.getByLabel('Target PSI').fill('42');
    await expect(page.getByTestId('efficiency-gain')).toHaveText('3.0%');
    await expect(page.getByTestId('range-increase')).toContainText('mi');
    await expect(page.locator('canvas')).toBeVisible();
    await page.getByLabel('Current PSI').fill('15');
    await expect(page.getByText('Warning: Dangerously low tire pressure!')).toBeVisible();
    await expect(
      page.getByText('Warning: Very high pressure increase. Benefits capped at 5%.'),
    ).toBeVisible();
    await expect(page.getByTestId('efficiency-gain')).toHaveText('5.0%');

    await page.getByText('How does tire pressure change an EV’s range?').click();
    await expect(page.getByRole('link', { name: 'Glossary: Rolling Resistance' })).toHaveAttribute(
      'href',
      /^\/glossary\/\d+$/,
    );
    expect(await page.locator('details a[href^="/glossary/"]').count()).toBe(5);
    await expect(page.getByRole('link', { name: 'Open the Tire Fitment Directory' })).toHaveAttribute(
      'href',
      '/tire-fitment',
    );

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('Current PSI')).toHaveValue('');
  });

  test('a model with a placard on file shows its pressure and links to where it was published', async ({ page }) => {
    const [make, model] = ['Hyundai', 'Ioniq 6'];
    const { psi, appliesTo } = await placard(make, model);
    expect(appliesTo).not.toBe('');
    await page.goto('/tire-calculator');
    await page.getByLabel('Year').selectOption('2023');
    await page.getByLabel('Make').selectOption(make);
    const option = page.getByLabel('Model').locator('option', { hasText: model }).first();
    await page.getByLabel('Model').selectOption((await option.getAttribute('value')) ?? '');
    const hint = page.getByText(/^Recommended:/);
    await expect(hint).toContainText(`Recommended: ${psi} PSI (door placard) for ${appliesTo} · max 50 PSI`);
    await expect(hint.getByRole('link', { name: 'door placard' })).toHaveAttribute('href', /^https:\/\//);
  });

  test('the shared result is in the server HTML and its preview image is 1200×630', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/tire-calculator');
    await chooseFirstVehicle(page);
    await page.getByLabel('Current PSI').fill('30');
    await page.getByLabel('Target PSI').fill('35');
    await expect(page.getByTestId('efficiency-gain')).toHaveText('1.5%');
    // The result shows at once; the address follows a moment later (nuqs batches its URL updates).
    await expect(page).toHaveURL(/[?&]current=30(&|$)/);
    await expect(page).toHaveURL(/[?&]target=35(&|$)/);
    const query = new URL(page.url()).search.slice(1);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const shared = await noScript.newPage();
    await shared.goto(`/tire-calculator?shared=true&${query}`);
    await expect(shared.getByTestId('efficiency-gain')).toHaveText('1.5%');
    await expect(shared.getByTestId('shared-vehicle')).toContainText('From 30 PSI to 35 PSI.');
    await expect(shared.getByTestId('shared-answer')).toContainText('more miles of range');
    await shared.getByRole('link', { name: 'See the full result' }).click();
    await expect(shared.getByTestId('efficiency-gain')).toBeInViewport();
    await noScript.close();

    const image = await request.get(`/api/og/tire?${query}`);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  });
});
