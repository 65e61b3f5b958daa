import path from 'node:path';
import { expect, test, untilHydrated } from './fixtures';
import { formatUsd } from '@/components/calculators/format';
import { SEED_DIR } from '@/lib/db/seed';
import { referenceRows } from '../fixtures/reference-data';

test.use({ pagePerWorker: true });

const ref = (name: string) => path.join(SEED_DIR, 'reference', name);
const DISTANCE_MESSAGE = 'Trip distance must be a number from 1 to 1000 miles.';

/** One row of a reference file, as the seed loads it. */
async function row(file: string, match: (entry: Record<string, string>) => boolean) {
  const found = (await referenceRows(ref(file))).find(match);
  if (!found) throw new Error(`No such row in ${file}`);
  return found;
}

/** EPA's 2026 BMW i5 eDrive40 on 20-inch wheels (fueleconomy.gov vehicle 49614). */
const i5 = () => row('ev_models.csv', (entry) => entry.epa_id === '49614');
const linkTo = (ev: Record<string, string>, rest: string) =>
  `/range-tool?year=${ev.year}&make=${encodeURIComponent(ev.make!)}&model=${encodeURIComponent(ev.model!)}&${rest}`;

test.describe('range tool figures', () => {
  test('a distance that is no number gives the field’s message and no cost: in the page, its title and its preview', async ({
    page,
    request,
  }) => {
    const ev = await i5();
    const link = linkTo(ev, 'distance=abc');
    const html = await (await request.get(link)).text();
    expect(html).not.toContain('$0.00');
    expect(html).not.toMatch(/Cost for 0 mi/);

    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    const title = await page.title();
    expect(title).toMatch(/^EV Range & Charging Cost Comparison/);
    expect(title).not.toContain('$');
    await expect(page.getByTestId('parameter-notices')).toContainText(DISTANCE_MESSAGE);
    const field = page.getByLabel('Trip distance (miles)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(DISTANCE_MESSAGE);
    await expect(page.getByTestId('range-empty')).toContainText(DISTANCE_MESSAGE);
    await expect(page.getByTestId('range-results')).toHaveCount(0);

    // the preview is the tool's own card, the one a bare link gets, with no figures drawn on it
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(ogImage!).pathname + new URL(ogImage!).search).toBe('/api/og/range');
    const [asked, bare] = await Promise.all([
      request.get(`/api/og/range?${new URL(link, 'http://x').search.slice(1)}`),
      request.get('/api/og/range'),
    ]);
    expect(asked.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await asked.body(), await bare.body())).toBe(0);

    // a valid distance brings the costs back; clearing the field takes them away again
    await untilHydrated(field);
    await field.fill('150');
    await expect(page.getByTestId('home-cost')).toBeVisible();
    await field.fill('');
    await expect(page.getByTestId('range-empty')).toContainText(DISTANCE_MESSAGE);
    await expect(page.getByTestId('home-cost')).toHaveCount(0);
    await expect(page.getByText('$0.00')).toHaveCount(0);
  });

  test('the i5 in Texas costs what EPA’s unrounded consumption gives, and each gas car what EPA’s combined mpg gives', async ({
    page,
  }) => {
    const [ev, texas, gasRows] = await Promise.all([
      i5(),
      row('regional_data.csv', (entry) => entry.state === 'Texas'),
      referenceRows(ref('ice_models.csv')),
    ]);
    // 150 mi × EPA's kWh/100 mi × Texas's ¢/kWh, rounded once, for display
    const home = formatUsd(((150 * Number(ev.efficiency)) / 100) * (Number(texas.electricity_rate) / 100));
    await page.goto(linkTo(ev, 'shared=true&distance=150&region=Texas'));
    await expect(page.getByTestId('home-cost')).toContainText(home);
    expect(await page.title()).toContain(`${home} for 150 miles in Texas`);

    const items = page.getByTestId('gas-comparables').getByRole('listitem');
    await expect(items).not.toHaveCount(0);
    for (const item of await items.all()) {
      const href = (await item.getByRole('link', { name: 'fueleconomy.gov' }).getAttribute('href')) ?? '';
      const epaId = /noframes\/(\d+)\.shtml/.exec(href)?.[1];
      const gas = gasRows.find((entry) => entry.epa_id === epaId)!;
      const cost = formatUsd((150 / Number(gas.mpg_combined)) * Number(texas.gas_price));
      await expect(item).toContainText(`${cost} for 150 mi at EPA combined ${gas.mpg_combined} mpg`);
      if (gas.hybrid === 'true') await expect(item).toContainText(/hybrid/i);
    }
  });
});

test.describe('range tool CO2, distance and title', () => {
  test('a 2.5 mi trip stays 2.5 mi, and its CO2 is two labelled figures of one comparison', async ({ page }) => {
    const [ev, california] = await Promise.all([
      i5(),
      row('regional_data.csv', (entry) => entry.state === 'California'),
    ]);
    await page.goto(linkTo(ev, 'distance=250.5&region=California'));
    const results = page.getByTestId('range-results');
    await expect(results.getByRole('heading', { name: 'Cost for 250.5 mi in California' })).toBeVisible();
    await expect(page.getByTestId('gas-comparables')).toContainText('for 250.5 mi');
    expect(await page.title()).toContain('for 250.5 miles in California');

    // 250.5 mi × EPA's kWh/100 mi, at the site's 0.4 kg/kWh and at California's eGRID lb/MWh
    const kwh = (250.5 * Number(ev.efficiency)) / 100;
    const site = page.getByTestId('co2-site');
    const grid = page.getByTestId('co2-grid');
    await expect(site).toContainText('This site’s figure: 0.4 kg per kWh, the same in every state');
    await expect(site).toContainText(`${(kwh * 0.4).toFixed(1)} kg`);
    await expect(grid).toContainText(
      `California’s grid: EPA eGRID2023 (2023 data), ${Number(california.grid_co2_lb_per_mwh).toFixed(1)} lb per MWh`,
    );
    await expect(grid).toContainText(
      `${((kwh * Number(california.grid_co2_lb_per_mwh) * 0.45359237) / 1000).toFixed(1)} kg`,
    );
    // no headline with a sentence under it that contradicts it
    await expect(page.getByTestId('environmental-impact')).not.toContainText('the same trip accounts for about');

    const field = page.getByLabel('Trip distance (miles)');
    await untilHydrated(field);
    await field.fill('2.5');
    await expect(results.getByRole('heading', { name: 'Cost for 2.5 mi in California' })).toBeVisible();
    await expect(results).not.toContainText('Cost for 3 mi');
    await expect(page).toHaveTitle(/for 2\.5 miles in California/);
  });

  test('choosing another vehicle on the page changes the tab title to it', async ({ page }) => {
    const ev = await i5();
    await page.goto(linkTo(ev, 'distance=100&region=California'));
    await expect(page).toHaveTitle(/^2026 BMW i5 eDrive40/);
    const year = page.getByLabel('Year');
    await untilHydrated(year);
    await year.selectOption('2025');
    await page.getByLabel('Make').selectOption('Volkswagen');
    const option = page.getByLabel('Model').locator('option', { hasText: /^ID\.4 \(/ });
    await page.getByLabel('Model').selectOption((await option.getAttribute('value'))!);
    await expect(page.getByTestId('home-cost')).toBeVisible();
    await expect(page).toHaveTitle(/^2025 Volkswagen ID\.4.*for 100 miles in California/);
    await expect(page).not.toHaveTitle(/BMW/);
  });
});
