import { expect, test, type Page } from './fixtures';

test.use({ pagePerWorker: true });

/**
 * The videos a visitor finds on the Videos page, in its order (pinned first, then newest). Other specs and
 * the seed may add videos: the home page is checked against whatever is there, not against a fixed count.
 */
async function listedVideoTitles(page: Page): Promise<string[]> {
  await page.goto('/videos');
  const headings = page.getByRole('list', { name: 'Videos' }).getByRole('heading');
  return (await headings.allTextContents()).map((text) => text.replace('(opens in a new tab)', '').trim());
}

test('home shows pinned articles first, the latest videos or their empty state, and the word of the day', async ({
  page,
}) => {
  const latestVideos = (await listedVideoTitles(page)).slice(0, 2);
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
  const videoCards = videos.getByRole('listitem');
  await expect(videoCards).toHaveCount(latestVideos.length);
  for (const [index, title] of latestVideos.entries()) await expect(videoCards.nth(index)).toContainText(title);
  // The empty state shows exactly when there is no video at all.
  await expect(videos.getByText('No videos available yet')).toHaveCount(latestVideos.length === 0 ? 1 : 0);

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

test('the hero searches the whole site, opens a code typed whole, and offers the code lookup first', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  const tools = hero.getByRole('link');
  await expect(tools.first()).toHaveText('Fault Codes');
  await expect(hero.getByRole('link', { name: 'Fault Codes' })).toHaveAttribute('href', '/fault-codes');
  await expect(hero.getByRole('link', { name: 'Panel Check' })).toHaveAttribute('href', '/panel-check');
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Fault Codes' }).first()).toBeVisible();

  const search = hero.getByRole('searchbox', { name: 'Search the site' });
  await search.fill('P0AA6');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/fault-codes\/P0AA6$/);
  await expect(page.getByRole('heading', { level: 1, name: 'P0AA6' })).toBeVisible();

  await page.goto('/');
  await hero.getByRole('searchbox', { name: 'Search the site' }).fill('isolation');
  await hero.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=isolation$/);
  await expect(page.getByText(/\d+ results? for “isolation”/)).toBeVisible();
});
