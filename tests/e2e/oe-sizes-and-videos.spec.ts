import { seriousViolations } from './axe';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { SEED_DIR } from '@/lib/db/seed';
import { referenceRows, type VideoSeed } from '../fixtures/reference-data';

test.use({ pagePerWorker: true });

const ref = (name: string) => path.join(SEED_DIR, 'reference', name);

async function openTrim(page: Page, year: string, make: string, model: string, trim: string) {
  await page.goto('/tire-fitment');
  await page.getByLabel('Year').selectOption(year);
  await page.getByLabel('Make').selectOption(make);
  await page.getByLabel('Model').selectOption(model);
  await page.getByLabel('Trim').selectOption(trim);
  await page.getByLabel('Tire Size').selectOption('oe');
  await page.waitForURL(/\/tire-fitment\/vehicle\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${year} ${make} ${model} ${trim}`);
}

/** The note and the empty state are new page parts: no serious axe finding in either theme (colour in the dark one). */
async function expectAccessible(page: Page) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(new RegExp(theme));
    const serious = await seriousViolations(page, theme);
    expect(serious, `serious or critical axe violations (${theme})`).toEqual([]);
  }
}

const fact = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test('a trim whose manual gives no load index or speed rating says so and lists every tire of its size', async ({
  page,
}) => {
  const vehicles = await referenceRows(ref('vehicles.csv'));
  const trim = vehicles.find((row) => !row.load_index_min && row.make === 'Tesla')!;
  const sameSize = (await referenceRows(ref('tires.csv'))).filter((tire) => tire.size === trim.oem_tire_size);
  await openTrim(page, trim.year!, trim.make!, trim.model!, trim.trim!);
  await expect(fact(page, 'Minimum Load Index')).toHaveText('not published');
  await expect(fact(page, 'Minimum Speed Rating')).toHaveText('not published');
  await expect(
    page.getByText(`these are all the tires of its size, ${trim.oem_tire_size}, in the directory, not filtered by those minimums`),
  ).toBeVisible();
  await expect(page.getByTestId('compatible-tire')).toHaveCount(sameSize.length);
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link', { name: /Owner's Manual/ })).toBeVisible();
  await expectAccessible(page);
});

test('a trim with no tire of its size in the directory says so and leads to the fitment suggestion form', async ({
  page,
}) => {
  const sizes = new Set((await referenceRows(ref('tires.csv'))).map((tire) => tire.size));
  const trim = (await referenceRows(ref('vehicles.csv'))).find(
    (row) => row.load_index_min && !sizes.has(row.oem_tire_size) && Number(row.year) >= 2024,
  )!;
  await openTrim(page, trim.year!, trim.make!, trim.model!, trim.trim!);
  await expect(fact(page, 'Minimum Load Index')).toHaveText(new RegExp(`^${trim.load_index_min} \\(`));
  await expect(page.getByText(/not filtered by/)).toHaveCount(0);
  await expect(page.getByText(`No tires in ${trim.oem_tire_size} are listed for this vehicle yet.`)).toBeVisible();
  await expect(page.getByTestId('compatible-tire')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Suggest a fitment' }).click();
  await expect(page).toHaveURL(/#suggest-fitment$/);
  await expect(page.getByRole('heading', { name: 'Suggest a fitment' })).toBeInViewport();
});

test('the Videos page lists the seeded videos, each opening its YouTube page', async ({ page }) => {
  const seeded = JSON.parse(await readFile(ref('videos.json'), 'utf8')) as VideoSeed[];
  await page.goto('/videos');
  const cards = page.getByRole('list', { name: 'Videos' }).getByRole('article');
  for (const video of seeded) {
    const link = cards.getByRole('link', { name: video.title });
    await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${video.youtube_id}`);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  expect(await cards.count()).toBeGreaterThanOrEqual(seeded.length);
});
