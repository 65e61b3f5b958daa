import { expect, test, untilHydrated } from './fixtures';

test.use({ pagePerWorker: true });

test("/tire-fitment?make=Kia lists the make's EVs with their years in the server HTML, each year linked to its page", async ({
  page,
  request,
}) => {
  // React separates adjacent text with empty comments in the server HTML; the words are what a crawler reads.
  const html = (await (await request.get('/tire-fitment?make=Kia')).text()).replaceAll('<!-- -->', '');
  expect(html).toContain('Kia EVs in the directory');
  expect(html).toMatch(/<h3[^>]*>Kia EV6<\/h3>/);
  const year = /<a[^>]*aria-label="2024 Kia EV6"[^>]*>/.exec(html)?.[0];
  expect(year).toMatch(/href="\/tire-fitment\/ev\/\d+"/);

  await page.goto('/tire-fitment?make=Kia');
  const list = page.getByRole('region', { name: 'Kia EVs in the directory' });
  await expect(list.getByRole('heading', { name: 'Kia EV6' })).toBeVisible();
  await list.getByRole('link', { name: '2024 Kia EV6' }).click();
  await page.waitForURL(/\/tire-fitment\/ev\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^2024 Kia EV6 /);

  // No source gives the EV6's OE size (decision 0330): its page asks for what the sidewall says instead.
  const box = page.getByRole('form', { name: 'Search by the size on your tires' });
  await box.getByLabel('Type what your sidewall says').fill('235/55R19');
  await box.getByRole('button', { name: 'Search this size' }).click();
  await page.waitForURL(/tab=tire/);
  await expect(page.getByRole('heading', { name: '235/55R19', exact: true })).toBeVisible();
});

test('235/55R19 shows its dimensions, says no tire of that size is listed, and lists the tires within ±3 %', async ({
  page,
}) => {
  await page.goto('/tire-fitment?tab=tire');
  await untilHydrated(page.getByRole('button', { name: 'Search Tires' }));
  await page.getByLabel('Size').fill('235/55R19');
  await page.getByRole('button', { name: 'Search Tires' }).click();
  await page.waitForURL(/size=235%2F55R19/);

  const size = page.getByRole('region', { name: '235/55R19' });
  await expect(size.getByText('741 mm / 29.2 in')).toBeVisible();
  await expect(size.getByText('235 mm')).toBeVisible();
  await expect(size.getByText('129 mm')).toBeVisible();
  await expect(size.getByText('about 691')).toBeVisible();
  await expect(page.getByText('No tire in this size is listed yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suggest a fitment' })).toBeVisible();

  const alternatives = page.getByTestId('size-alternatives').getByTestId('tire-card');
  // 19 seeded tires are within ±3 % of 29.18 in (supabase/seed/reference/tires.csv), the closest first.
  await expect(alternatives).toHaveCount(19);
  await expect(alternatives.first()).toContainText('265/35R22');
  await expect(page.getByText('265/35R22: +0.4 % overall diameter')).toBeVisible();
  await expect(page.getByText('285/40R20: −0.7 % overall diameter')).toBeVisible();

  // With the sidewall's load index and speed rating, only tires that carry at least those remain.
  await page.goto('/tire-fitment?tab=tire&size=235%2F55R19%20105V');
  await expect(page.getByText(/a load index of at least 105 and a speed rating of at least V/)).toBeVisible();
  await expect(page.getByTestId('size-alternatives').getByTestId('tire-card')).toHaveCount(3);

  await page.goto('/tire-fitment?tab=tire&size=235-55-19');
  await expect(
    page.getByRole('alert').filter({ hasText: 'is not a tire size' }),
  ).toContainText('“235-55-19” is not a tire size we can read');
});

test('the cascade keeps year, make, model and trim in the address; a reload and Back restore them', async ({ page }) => {
  await page.goto('/tire-fitment');
  await untilHydrated(page.getByLabel('Year'));
  await page.getByLabel('Year').selectOption('2024');
  await page.getByLabel('Make').selectOption('Kia');
  await page.getByLabel('Model').selectOption('EV6');
  await page.getByLabel('Trim').selectOption('EV6 Long Range RWD');
  // Choosing the trim does not leave the page: the size is chosen next.
  await expect(page).toHaveURL(/\/tire-fitment\?/);
  await expect(page).toHaveURL(/year=2024/);
  await expect(page).toHaveURL(/trim=EV6\+Long\+Range\+RWD|trim=EV6%20Long%20Range%20RWD/);

  await page.reload();
  await expect(page.getByLabel('Year')).toHaveValue('2024');
  await expect(page.getByLabel('Make')).toHaveValue('Kia');
  await expect(page.getByLabel('Model')).toHaveValue('EV6');
  await expect(page.getByLabel('Trim')).toHaveValue('EV6 Long Range RWD');

  await untilHydrated(page.getByLabel('Tire Size'));
  await page.getByLabel('Tire Size').selectOption('oe');
  await page.waitForURL(/\/tire-fitment\/ev\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024 Kia EV6 Long Range RWD');
  await page.goBack();
  await expect(page.getByLabel('Trim')).toHaveValue('EV6 Long Range RWD');
  await expect(page.getByLabel('Model')).toHaveValue('EV6');
});
