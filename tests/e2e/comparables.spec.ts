import path from 'node:path';
import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { SEED_DIR } from '@/lib/db/seed';
import { MARKET_TIERS } from '@/lib/calculators/market-tier';
import { referenceRows } from '../fixtures/reference-data';

test.use({ pagePerWorker: true });

/** The first EPA row of the EV table that matches, as the seed loads it. */
async function evRow(match: (entry: Record<string, string>) => boolean) {
  const found = (await referenceRows(path.join(SEED_DIR, 'reference', 'ev_models.csv'))).find(match);
  if (!found) throw new Error('No such EV in ev_models.csv');
  return found;
}

const linkTo = (ev: Record<string, string>) =>
  `/range-tool?year=${ev.year}&make=${encodeURIComponent(ev.make!)}&model=${encodeURIComponent(ev.model!)}&distance=100`;

const comparableList = (page: Page, name: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('listitem');
const gasList = (page: Page) => comparableList(page, 'Comparable gas vehicles');

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test.describe('range tool comparables', () => {
  test('a 2025 Rolls-Royce Spectre is compared with Rolls-Royce gas cars, each saying which rule chose it', async ({
    page,
  }) => {
    // fueleconomy.gov vehicle 48443: the 2025 Spectre on 23-inch wheels
    await page.goto(linkTo(await evRow((entry) => entry.epa_id === '48443')));
    const items = gasList(page);
    await expect(items).toHaveCount(3);
    for (const item of await items.all()) {
      await expect(item).toContainText('Rolls-Royce');
      await expect(item).toContainText(/same maker, (same EPA size class|nearest type)/);
    }
    await expect(page.getByTestId('comparable-rule')).toContainText('same maker');
  });

  test('the 2024 Model Y Long Range shows each comparable’s cost and the savings as a range beside the bubble’s average', async ({
    page,
  }) => {
    // fueleconomy.gov vehicle 47913, priced at $47,990 from a cited source
    await page.goto(linkTo(await evRow((entry) => entry.epa_id === '47913')));
    const spread = page.getByTestId('savings-range');
    const sentence = /(\$[\d.,]+) to (\$[\d.,]+) for 100 mi, (\$[\d.,]+) against the average of the three/;
    await expect(spread).toContainText(sentence);
    const [, least, most, average] = (await spread.textContent())!.match(sentence)!;
    expect(dollars(least!)).toBeLessThan(dollars(average!));
    expect(dollars(most!)).toBeGreaterThan(dollars(average!));
    // the bubble keeps the product's rule: the saving against the average
    await expect(page.getByTestId('savings-bubble')).toContainText(average!);

    // each comparable's own cost for the trip and what charging at home saves against it
    const rows = spread.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const saved: number[] = [];
    for (const row of await rows.all()) {
      await expect(row.locator('td').first()).toHaveText(/^\$\d+\.\d\d$/);
      saved.push(dollars((await row.locator('td').last().textContent())!));
    }
    expect(Math.min(...saved)).toBe(dollars(least!));
    expect(Math.max(...saved)).toBe(dollars(most!));

    // no sentence claims more than the rule does; the chart says what it draws and why one is missing
    await expect(page.locator('main')).not.toContainText('never overstated');
    await expect(page.getByTestId('range-chart-caption')).toHaveText(
      /^Against a full tank of two of the three comparable gas vehicles; not drawn: .+, as no source we cite gives its tank size/,
    );
  });

  test('the 2025 Ioniq 5’s comparables hold no luxury EV, and the page names the tier', async ({ page }) => {
    // fueleconomy.gov vehicle 48710: EPA publishes no price, so the size class across makers fills the EV places
    await page.goto(linkTo(await evRow((entry) => entry.epa_id === '48710')));
    const evs = comparableList(page, 'Comparable EVs');
    await expect(evs).toHaveCount(3);
    for (const item of await evs.all()) {
      const text = (await item.textContent())!;
      for (const maker of [...MARKET_TIERS.luxury, ...MARKET_TIERS.premium]) expect(text).not.toContain(maker);
    }
    await expect(page.getByTestId('market-tier')).toHaveText('Hyundai: mainstream');
  });

  test('a stale price shows its source, its date and the warning', async ({ page }) => {
    // two axe runs on a long page: generous on a shared machine
    test.setTimeout(90_000);
    // The seed's prices date from 2026 (EIA's June, AAA's 1 August, Paren's second quarter of 2025); the e2e server
    // has no price feed key, so the page must say the prices are not refreshed.
    await page.goto(linkTo(await evRow((entry) => entry.epa_id === '47913')));
    await expect(page.getByTestId('home-cost')).toContainText(/\(U\.S\. Energy Information Administration, June 2026\)/);
    await expect(page.getByTestId('gas-cost')).toContainText('(AAA Gas Prices, Aug 1, 2026)');
    await expect(page.getByTestId('supercharging-cost')).toContainText('(Paren, Q2 2025)');
    const warning = page.getByTestId('stale-price-warning');
    await expect(warning).toContainText(/^(No price feed is configured|Prices could not be refreshed in the last 24 hours)/);
    await expect(warning).toContainText('electricity (U.S. Energy Information Administration, June 2026)');
    await expect(warning).toContainText('gas (AAA Gas Prices, Aug 1, 2026)');
    await expect(warning).toContainText('public fast charging (Paren, Q2 2025)');

    // the warning, the sources and the savings card read in both themes and fit a phone
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      expect(await seriousViolations(page, theme)).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const id of ['savings-range', 'stale-price-warning', 'price-ages', 'comparable-rule']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box!.x + box!.width, id).toBeLessThanOrEqual(390);
    }
  });
});
