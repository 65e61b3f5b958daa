import { expect, test } from './fixtures';

test('home renders the header and the footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const header = page.locator('header[data-site-header]');
  await expect(header.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await expect(header.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  const footer = page.locator('footer[data-site-footer]');
  await expect(footer.getByRole('heading', { name: 'Resources' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Interactive Tools' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer).toContainText('affiliate');
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('subscribing to the newsletter shows the thank-you toast', async ({ page }) => {
  await page.goto('/');
  await page.locator('header[data-site-header]').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email address').fill(`e2e-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing to our newsletter!').first()).toBeVisible();
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('footer[data-site-footer]')).toBeVisible();
});

test('the legal pages are real pages', async ({ page }) => {
  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the mobile menu opens and lists every section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: /Charger Install/ })).toContainText('Coming Soon');
  await expect(menu.getByRole('link', { name: 'Glossary' })).toBeVisible();
});
