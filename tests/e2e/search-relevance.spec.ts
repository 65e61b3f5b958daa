import { createSql } from '@/lib/db/connection';
import { expect, test, untilHydrated, type Locator, type Page } from './fixtures';

test.use({ pagePerWorker: true });

/*
 * Relevance and paging as a visitor meets them: the site search counts every hit and pages through them with
 * plain links (no JavaScript needed, each page its own address); the list searches put name matches first and
 * offer close matches, said as such, when nothing contains the query.
 */

/** Rows read straight from the database the site serves (the launcher sets DATABASE_URL for the whole run). */
async function rows<T extends object>(read: (sql: ReturnType<typeof createSql>) => Promise<T[]>): Promise<T[]> {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  try {
    return await read(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The kind label and address of each result on a page of /search, in order. */
const resultKeys = (page: Page) =>
  page
    .getByRole('list', { name: 'Fault codes' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => `${item.querySelector('p')?.textContent} ${item.querySelector('a')?.getAttribute('href')}`));

/** The glossary's term names in the order the page shows them. */
const termNames = (list: Locator) => list.locator('a[href^="/glossary/"] > span:first-child').allInnerTexts();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/search says how many results of a kind there are and pages through every one of them', async ({ page }) => {
    const [codes] = await rows((sql) => sql<{ count: number }[]>`select count(*)::int as count from fault_codes where title ilike '%contactor%'`);
    await page.goto('/search?q=contactor&kind=codes');
    const count = page.getByText(/^[\d,]+ results for “contactor” in fault codes/);
    await expect(count).toBeVisible();
    const total = Number((await count.innerText()).match(/^[\d,]+/)![0].replace(/,/g, ''));
    expect(total).toBeGreaterThan(20);
    expect(total).toBeGreaterThanOrEqual(codes!.count);
    await expect(count).toContainText(`(showing 1–20)`);

    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/search?q=contactor&kind=codes&page=2');
    await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1');

    // Next, page after page, to the last: every result once, as many as the count said.
    const seen: string[] = [];
    for (let number = 1; ; number += 1) {
      await expect(page).toHaveURL(number === 1 ? '/search?q=contactor&kind=codes' : `/search?q=contactor&kind=codes&page=${number}`);
      const keys = await resultKeys(page);
      expect(keys.length).toBe(Math.min(20, total - seen.length));
      seen.push(...keys);
      const next = pages.getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    await expect(page).toHaveTitle(/page \d+/);

    // A shared address of a later page opens on that page; one past the last says so and leads back.
    await page.goto('/search?q=contactor&kind=codes&page=2');
    await expect(page.getByText(/results for “contactor” in fault codes \(showing 21–/)).toBeVisible();
    await page.goto('/search?q=contactor&kind=codes&page=400');
    await expect(page.getByText('Page 400 is past the last page of results.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', /page=\d+$/);
  });

  test('a list opened with a query shows the rows whose title matches first', async ({ page }) => {
    await page.goto('/articles?q=isolation');
    const titles = await page.getByRole('list', { name: 'Articles' }).getByRole('article').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    const inTitle = titles.map((title) => /isolation/i.test(title));
    // Every title match before any row that matched on its body only, whatever their dates.
    expect(inTitle[0]).toBe(true);
    expect(inTitle.slice(inTitle.indexOf(false)).every((match) => !match)).toBe(true);
  });
});

test('glossary: terms named by the query come first, and a misspelling offers close matches, said as such', async ({ page }) => {
  const named = await rows((sql) => sql<{ term: string }[]>`
    select term from glossary where term ilike 'isolation%' order by lower(term)`);
  expect(named.length).toBeGreaterThan(0);
  await page.goto('/glossary');
  const list = page.locator('[data-glossary-list]');
  const box = page.getByPlaceholder('Search terms...');
  await untilHydrated(box);
  await box.pressSequentially('isolation');
  await expect(page).toHaveURL(/\/glossary\?q=isolation$/);
  await expect.poll(async () => (await termNames(list)).slice(0, named.length)).toEqual(named.map((row) => row.term));
  expect((await termNames(list)).length).toBeGreaterThan(named.length);

  await box.fill('isolaton');
  await expect(page.getByRole('status').filter({ hasText: "No exact match for 'isolaton'. Close matches:" })).toBeVisible();
  await expect.poll(async () => (await termNames(list))[0]).toMatch(/^Isolation/);
  await expect(page).toHaveURL(/\/glossary\?q=isolaton$/);

  // A shared link searches on arrival, with the same answer.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "No exact match for 'isolaton'. Close matches:" })).toBeVisible();
  await expect.poll(async () => (await termNames(list))[0]).toMatch(/^Isolation/);
});

test('articles: typing ranks the title match above newer articles that only mention the words', async ({ page }) => {
  await page.goto('/articles');
  const box = page.getByPlaceholder('Search articles...');
  await untilHydrated(box);
  await box.pressSequentially('isolation');
  await expect(page).toHaveURL(/[?&]q=isolation/);
  const headings = page.getByRole('list', { name: 'Articles' }).getByRole('article').getByRole('heading');
  await expect.poll(() => headings.count()).toBeGreaterThan(1);
  await expect(headings.first()).toContainText(/isolation/i);
});
