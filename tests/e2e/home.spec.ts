import { expect, test } from './fixtures';

test('home shows pinned articles first, the videos empty state and the word of the day', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const articles = page.getByTestId('latest-articles');
  await expect(articles.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();
  const cards = articles.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  // The seed pins two articles that are older than the newest ones: they still come first.
  await expect(cards.nth(0)).toContainText('Pinned');
  await expect(cards.nth(1)).toContainText('Pinned');
  await expect(articles.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/articles');

  const videos = page.getByTestId('latest-videos');
  await expect(videos.getByText('No videos available yet')).toBeVisible();
  await expect(videos.getByRole('link', { name: 'Add Videos' })).toHaveAttribute('href', '/admin/videos');

  for (const topic of ['battery', 'charging', 'diagnostics', 'maintenance']) {
    await expect(page.locator(`a[href="/category/${topic}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Quick Links' })).toBeVisible();

  const word = page.getByTestId('word-of-the-day');
  const name = (await word.locator('p').first().innerText()).trim();
  await word.getByRole('link', { name: /Learn More/ }).click();
  await expect(page).toHaveURL(/\/glossary\/\d+$/);
  await expect(page.locator('dialog[data-term-modal]').getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
});
