import { expect, test, untilHydrated, type Page } from './fixtures';

test.use({ pagePerWorker: true });

test.use({ viewport: { width: 390, height: 844 } });

/** The id of an EV in the calculators' table, as the range tool's own options route gives it. */
async function evId(page: Page, year: number, make: string, model: string): Promise<number> {
  const response = await page.request.get(`/api/ev-models?year=${year}&make=${encodeURIComponent(make)}`);
  const body = (await response.json()) as { models: { id: number; model: string }[] };
  const row = body.models.find((entry) => entry.model === model);
  expect(row, `${year} ${make} ${model} in the EV table`).toBeDefined();
  return row!.id;
}

/** Whether anything is painted in the canvas's leftmost columns, where a clipped label would be cut. */
const paintedAtLeftEdge = (page: Page) =>
  page
    .getByTestId('range-results')
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!;
      const { data } = context.getImageData(0, 0, 2, canvas.height);
      return data.some((value, index) => index % 4 === 3 && value > 0);
    });

test('at 390 px the range chart breaks long vehicle names into whole lines, and its table gives them in full', async ({
  page,
}) => {
  const id = await evId(page, 2025, 'Rivian', 'R1S Dual Standard (22in)');
  await page.goto(`/range-tool?id=${id}`);
  const chart = page.getByTestId('range-results').getByRole('img', { name: /Range in miles/ });
  await expect(chart).toBeVisible();
  // The bars grow in; the labels are drawn from the first frame, and nothing may be cut at the canvas edge.
  await page.waitForTimeout(1200);
  expect(await paintedAtLeftEdge(page)).toBe(false);
  const box = (await chart.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await page.getByText('Show chart data as a table').first().click();
  await expect(
    page.getByRole('table', { name: 'Range comparison in miles' }).getByRole('rowheader', {
      name: '2025 Rivian R1S Dual Standard (22in)',
    }),
  ).toBeVisible();
});

test('at 390 px the tire comparison shows both tires side by side without sideways scrolling', async ({
  page,
}) => {
  await page.goto('/tire-fitment?tab=tire');
  const hrefs = await page
    .locator('a[href^="/tire-fitment/tire/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))].slice(0, 2));
  const ids = hrefs.map((href) => href.split('/').pop());
  expect(ids).toHaveLength(2);
  await page.goto(`/tire-fitment/compare?ids=${ids.join(',')}`);

  const tires = page.locator('thead th');
  await expect(tires).toHaveCount(2);
  const buy = page.getByRole('link', { name: 'Tire Rack' });
  await expect(buy).toHaveCount(2);
  for (const element of [...(await tires.all()), ...(await buy.all())]) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // The table is no wider than its place on the screen, so nothing scrolls sideways, the page included.
  const table = page.getByRole('table');
  expect(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(
    true,
  );
  expect(await table.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Each row is still named on the phone, on the line above its values.
  await expect(page.getByRole('columnheader', { name: 'Speed rating' })).toBeVisible();
});

test('at 390 px the tire calculator fetches its chart’s script only when the visitor scrolls near the chart', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The server draws the chart's placeholder as the browser first does: React reports a hydration mismatch as an
  // uncaught error.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/tire-calculator');
  const chart = page.getByRole('region', { name: 'Efficiency versus pressure increase' });
  await untilHydrated(page.getByRole('button', { name: /reset/i }).first());
  await page.waitForLoadState('networkidle');
  // About 1,300 px down on a 844 px screen: nothing of the chart is fetched or drawn yet.
  expect(await chart.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(844 + 200);
  await expect(chart.locator('canvas')).toHaveCount(0);
  const before = scripts.length;

  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByRole('img', { name: /Efficiency gain rises/ })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  // The figures were there all along, in the chart's table.
  await chart.getByText('Show chart data as a table').click();
  await expect(chart.getByRole('table', { name: 'Efficiency gain by pressure increase' })).toBeVisible();
  expect(errors).toEqual([]);
});
