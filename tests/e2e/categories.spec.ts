import { expect, test } from './fixtures';

test.use({ pagePerWorker: true });

test('categories show counts and recent terms, and a category hands a term to the glossary', async ({ page }) => {
  await page.goto('/categories');
  const cards = page.getByTestId('category-card');
  expect(await cards.count()).toBeGreaterThan(3);
  const card = cards.first();
  await expect(card).toContainText(/\d+ terms?/);
  await expect(card).toContainText(/\+\d+ more/);
  const categoryName = (await card.locator('span.text-lg').innerText()).trim();
  await card.click();

  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(breadcrumb.getByRole('link', { name: 'Glossary' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Interactive Tools' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Related Videos' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Terms & Definitions' })).toBeVisible();

  const search = page.getByPlaceholder(`Search ${categoryName}...`);
  await search.fill('qqzzxx');
  await expect(page.getByText('No entries found for "qqzzxx"')).toBeVisible();
  await search.fill('');

  const term = main.getByRole('region', { name: 'Terms & Definitions' }).getByRole('link').first();
  const termName = (await term.locator('span').first().innerText()).trim();
  await term.click();
  await expect(page).toHaveURL(/\/glossary\/\d+$/);
  await expect(page.locator('dialog[data-term-modal]').getByRole('heading', { level: 2, name: termName, exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('glossary:selectedTermId'))).toBeNull();
});

test('diagnostics offers the fault code lookup and charging the panel check among their tools', async ({ page }) => {
  for (const [category, name, href] of [
    ['diagnostics', 'Fault Codes', '/fault-codes'],
    ['charging', 'Panel Check', '/panel-check'],
  ]) {
    await page.goto(`/category/${category}`);
    const tools = page.getByRole('region', { name: 'Interactive Tools' });
    await expect(tools.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!);
  }
});

test('an unknown category goes back to the category grid', async ({ page }) => {
  await page.goto('/category/no-such-category');
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
});
