import path from 'node:path';
import { expect, test, untilHydrated } from './fixtures';
import { SEED_DIR } from '@/lib/db/seed';
import { referenceRows } from '../fixtures/reference-data';

const ref = (name: string) => path.join(SEED_DIR, 'reference', name);

async function row(file: string, match: (entry: Record<string, string>) => boolean) {
  const found = (await referenceRows(ref(file))).find(match);
  if (!found) throw new Error(`No such row in ${file}`);
  return found;
}

/** EPA's 2026 BMW i5 eDrive40 on 20-inch wheels (fueleconomy.gov vehicle 49614). */
const i5 = () => row('ev_models.csv', (entry) => entry.epa_id === '49614');
const linkTo = (ev: Record<string, string>, rest: string) =>
  `/range-tool?year=${ev.year}&make=${encodeURIComponent(ev.make!)}&model=${encodeURIComponent(ev.model!)}&${rest}`;

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
