import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { SEED_DIR } from '@/lib/db/seed';
import { referenceRows } from '../fixtures/reference-data';

/** The first EPA row of the EV table that matches, as the seed loads it. */
async function evRow(match: (entry: Record<string, string>) => boolean) {
  const found = (await referenceRows(path.join(SEED_DIR, 'reference', 'ev_models.csv'))).find(match);
  if (!found) throw new Error('No such EV in ev_models.csv');
  return found;
}

const linkTo = (ev: Record<string, string>) =>
  `/range-tool?year=${ev.year}&make=${encodeURIComponent(ev.make!)}&model=${encodeURIComponent(ev.model!)}&distance=100`;

const gasList = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Comparable gas vehicles' }) })
    .getByRole('listitem');

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
});
