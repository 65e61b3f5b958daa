import { expect, test, untilHydrated } from './fixtures';

test.use({ pagePerWorker: true });

test("the 2025 cascade offers every make of EPA's table and leads an EV without a published size to its page", async ({
  page,
}) => {
  await page.goto('/tire-fitment');
  await page.getByLabel('Year').selectOption('2025');
  const make = page.getByLabel('Make');
  await expect(make.locator('option', { hasText: 'Tesla' })).toHaveCount(1);
  // 30 makes and the placeholder.
  await expect(make.locator('option')).toHaveCount(31);
  for (const name of ['Kia', 'Chevrolet'])
    await expect(make.locator('option', { hasText: name })).toHaveCount(1);
  await make.selectOption('Chevrolet');
  await expect(page.getByLabel('Model').locator('option', { hasText: 'Equinox EV' })).toHaveCount(1);

  await make.selectOption('Hyundai');
  await page.getByLabel('Model').selectOption('Ioniq 5');
  await page.getByLabel('Trim').selectOption('Ioniq 5 AWD (19 inch Wheels)');
  await page.getByLabel('Tire Size').selectOption('oe');
  await page.waitForURL(/\/tire-fitment\/ev\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '2025 Hyundai Ioniq 5 AWD (19 inch Wheels)',
  );
  await expect(
    page.getByRole('heading', { name: 'OE tire size: not published by our sources' }),
  ).toBeVisible();
  await expect(page.getByTestId('epa-wheel-summary')).toHaveText(
    'EPA rates the 2025 Hyundai Ioniq 5 on 19- and 20-inch wheels.',
  );
  await expect(page.getByRole('row', { name: /Ioniq 5 AWD \(20 inch Wheels\) 20-inch/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where to read the size' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search by tire size' })).toHaveAttribute(
    'href',
    '/tire-fitment?tab=tire',
  );
  await expect(page.getByRole('link', { name: /fueleconomy\.gov, 2025 Hyundai Ioniq 5/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.fueleconomy\.gov\/feg\/noframes\/\d+\.shtml$/,
  );

  // 'Suggest a fitment' leads to the form, filled in with the vehicle.
  await page.getByRole('link', { name: 'Suggest a fitment' }).click();
  const form = page.getByRole('region', { name: 'Suggest a fitment' });
  await untilHydrated(form.getByRole('button', { name: 'Suggest a Tire' }));
  await form.getByRole('button', { name: 'Suggest a Tire' }).click();
  await expect(form.getByRole('textbox', { name: 'Make', exact: true })).toHaveValue('Hyundai');
  await expect(form.getByRole('textbox', { name: 'Model', exact: true })).toHaveValue('Ioniq 5');
  await expect(form.getByRole('textbox', { name: 'Trim', exact: true })).toHaveValue(
    'Ioniq 5 AWD (19 inch Wheels)',
  );
});

test('a VIN of an EV without a published size leads to its page, never to "try searching manually"', async ({
  page,
}) => {
  await page.goto('/tire-fitment?tab=vin');
  await page.getByLabel('Vehicle Identification Number (VIN)').fill('KM8KM4DE4RU123456');
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByTestId('vin-result');
  await expect(result).toContainText(
    'Found 2024 Hyundai Ioniq 5. Our sources do not publish its OE tire size yet',
    {
      timeout: 15_000,
    },
  );
  await expect(result).not.toContainText(/try searching manually/i);
  await result.getByRole('link', { name: 'Tire Size and Wheels of This EV' }).click();
  await page.waitForURL(/\/tire-fitment\/ev\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^2024 Hyundai Ioniq 5/);
  await expect(
    page.getByRole('heading', { name: 'OE tire size: not published by our sources' }),
  ).toBeVisible();
});

test('the 2024 Fremont-built Model Y VIN decodes to a Model Y and its sourced trims', async ({ page }) => {
  await page.goto('/tire-fitment?tab=vin');
  await page.getByLabel('Vehicle Identification Number (VIN)').fill('5YJYGDEE8RF123456');
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByTestId('vin-result');
  await expect(result).toContainText('Found 2024 Tesla Model Y', { timeout: 15_000 });
  await result.getByRole('link', { name: 'View Compatible Tires' }).click();
  await page.waitForURL(/\/tire-fitment\/vehicle\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^2024 Tesla Model Y /);
});

test('an EV page that does not exist answers 404 with the Vehicle Not Found screen', async ({ page }) => {
  const response = await page.goto('/tire-fitment/ev/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Vehicle Not Found' })).toBeVisible();
});
