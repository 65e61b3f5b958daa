import { createSql } from '@/lib/db/connection';
import { openAsAdmin } from './admin-session';
import { expect, test, untilHydrated, type Page } from './fixtures';

test.use({ pagePerWorker: true });

/*
 * The list pages' search boxes as a visitor uses them: typing asks the database, the matching rows show
 * (also for words only a body holds), the site's empty text shows when nothing matches, and the query is
 * in the address. The glossary's A–Z index jumps by keyboard.
 */

// Each run is its own client, so failed sign-ins of other runs never add up to a lockout.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` } });

/** Rows read straight from the database the site serves (the launcher sets DATABASE_URL for the whole run). */
async function rows<T extends object>(read: (sql: ReturnType<typeof createSql>) => Promise<T[]>): Promise<T[]> {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  try {
    return await read(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A word of at least `length` letters that one row's searched text holds and the page does not show. */
function hiddenWord(texts: { key: string; text: string }[], shown: string, length = 9): { key: string; word: string } {
  const lower = shown.toLowerCase();
  for (const { key, text } of texts) {
    const word = (text.match(new RegExp(`\\b[a-z]{${length},}\\b`, 'g')) ?? []).find((candidate) => !lower.includes(candidate));
    if (word) return { key, word };
  }
  throw new Error('no hidden word found');
}

async function typeInto(page: Page, placeholder: string, text: string) {
  const box = page.getByPlaceholder(placeholder);
  await untilHydrated(box);
  await box.fill('');
  await box.pressSequentially(text);
  return box;
}

test('no search-text route exists any more', async ({ request }) => {
  for (const path of ['/articles/search-text', '/glossary/search-text', '/charger-install/search-text']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the list search answers only matching ids, bounded, from GET /api/list-search', async ({ request }) => {
  const response = await request.get('/api/list-search?kind=glossary&q=battery');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('s-maxage=60');
  expect(response.headers()['set-cookie']).toBeUndefined();
  const body = (await response.json()) as { ids: string[]; more: boolean };
  expect(body.ids.length).toBeGreaterThan(0);
  expect(body.ids.every((id) => /^\d+$/.test(id))).toBe(true);
  const tooLong = await request.get(`/api/list-search?kind=glossary&q=${'a'.repeat(101)}`);
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.json()).toEqual({ error: 'Search text can be at most 100 characters.' });
});

test('guides: a word only a guide’s body holds finds it; nothing matching shows the product description’s text', async ({ page }) => {
  await page.goto('/charger-install');
  const list = page.getByRole('list', { name: 'Installation guides' });
  const total = await list.getByRole('article').count();
  const guides = await rows((sql) => sql<{ slug: string; body: string }[]>`
    select slug, body from ev_install_articles where published_at <= now()`);
  const { key, word } = hiddenWord(guides.map((guide) => ({ key: guide.slug, text: guide.body })), await list.innerText());
  await typeInto(page, 'Search guides...', word.toUpperCase());
  await expect(list.locator(`a[href="/charger-install/${key}"]`)).toBeVisible();
  await expect.poll(() => list.getByRole('article').count()).toBeLessThan(total);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toUpperCase()}`));

  await typeInto(page, 'Search guides...', 'zzqx-no-such-guide');
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
  await expect(list).toHaveCount(0);
});

test('the server HTML of a list opened with ?q= carries only the matching rows', async ({ browser }) => {
  // Without JavaScript the page is exactly what the server sent.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const [guide] = await rows((sql) => sql<{ slug: string; title: string }[]>`
      select slug, title from ev_install_articles where published_at <= now() order by created_at desc limit 1`);
    // The search form is a plain GET form: Enter asks the server for the filtered list.
    await page.goto('/charger-install');
    await page.getByPlaceholder('Search guides...').fill(guide!.title);
    await page.getByPlaceholder('Search guides...').press('Enter');
    await expect(page).toHaveURL(`/charger-install?q=${encodeURIComponent(guide!.title).replace(/%20/g, '+')}`);
    const guides = page.getByRole('list', { name: 'Installation guides' }).getByRole('article').getByRole('link');
    expect(await guides.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([`/charger-install/${guide!.slug}`]);
    await expect(page.getByPlaceholder('Search guides...')).toHaveValue(guide!.title);

    await page.goto('/articles?q=zzqx-no-such-article');
    await expect(page.getByText('No articles found matching your search.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles' })).toHaveCount(0);

    const [article] = await rows((sql) => sql<{ id: number; title: string }[]>`
      select id, title from articles where status = 'published' order by published_at desc limit 1`);
    const matching = await rows((sql) => sql<{ id: number }[]>`
      select id from articles where status = 'published' and list_search like '%' || public.list_fold(${article!.title}) || '%'`);
    await page.goto(`/articles?q=${encodeURIComponent(article!.title)}`);
    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article').getByRole('heading').getByRole('link');
    expect(new Set(await articles.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))).toEqual(
      new Set(matching.map((row) => `/article/${row.id}`)),
    );
    await expect(articles.filter({ hasText: article!.title })).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('glossary: typing finds terms by their whole explanation, keeps the query in the address, and says when nothing matches', async ({ page }) => {
  await page.goto('/glossary');
  const list = page.locator('[data-glossary-list]');
  const terms = await rows((sql) => sql<{ id: number; text: string }[]>`
    select id, public.search_plain(explanation) as text from glossary order by id`);
  const { key, word } = hiddenWord(
    terms.map((term) => ({ key: String(term.id), text: term.text })),
    await list.innerText(),
    10,
  );
  await typeInto(page, 'Search terms...', word);
  await expect(list.locator(`a[href^="/glossary/${key}?"]`)).toBeVisible();
  await expect.poll(() => list.locator('a[href^="/glossary/"]').count()).toBeLessThan(terms.length);
  await expect(page).toHaveURL(new RegExp(`/glossary\\?q=${word}$`));

  // A shared link searches on arrival.
  await page.reload();
  await expect(list.locator(`a[href^="/glossary/${key}?"]`)).toBeVisible();
  await expect.poll(() => list.locator('a[href^="/glossary/"]').count()).toBeLessThan(terms.length);

  await typeInto(page, 'Search terms...', 'qqzzxxnothing');
  await expect(page.getByText('No terms found matching "qqzzxxnothing"')).toBeVisible();
  await expect(list.locator('a[href^="/glossary/"]')).toHaveCount(0);
});

test('glossary A–Z index: server-rendered, letters without terms are not links, and a letter jumps there by keyboard', async ({ page, request }) => {
  const html = await (await request.get('/glossary')).text();
  expect(html).toContain('aria-label="Glossary index"');
  expect(html).toContain('href="#letter-B"');

  await page.goto('/glossary');
  const index = page.getByRole('navigation', { name: 'Glossary index' });
  expect(await index.getByRole('listitem').count()).toBeGreaterThanOrEqual(26);
  const letters = await rows((sql) => sql<{ letter: string }[]>`select distinct upper(left(term, 1)) as letter from glossary`);
  const present = new Set(letters.map((row) => row.letter));
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    const cell = index.getByRole('listitem').filter({ hasText: new RegExp(`^${letter}`) });
    if (present.has(letter)) await expect(cell.getByRole('link', { name: letter, exact: true })).toHaveAttribute('href', `#letter-${letter}`);
    else await expect(cell.getByRole('link')).toHaveCount(0);
  }
  const missing = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((letter) => !present.has(letter));
  expect(missing.length).toBeGreaterThan(0);

  // Tab to a letter far down the alphabet and press Enter: the page scrolls to its heading, and the next Tab
  // lands on the first term under it.
  const target = [...'SRPTMC'].find((letter) => present.has(letter))!;
  const link = index.getByRole('link', { name: target, exact: true });
  await untilHydrated(link);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#letter-${target}$`));
  const heading = page.locator(`#letter-${target}`);
  await expect(heading).toBeInViewport();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-labelledby'));
  expect(focused).toBe(`letter-${target}`);
});

test('category: typing searches the category’s terms and shows the product description’s empty text', async ({ page }) => {
  const [category] = await rows((sql) => sql<{ id: string; name: string }[]>`
    select c.id, c.name from categories c join glossary g on g.category_id = c.id group by c.id order by count(*) desc limit 1`);
  const terms = await rows((sql) => sql<{ id: number; text: string }[]>`
    select id, public.search_plain(explanation) as text from glossary where category_id = ${category!.id} order by id`);
  await page.goto(`/category/${category!.id}`);
  const section = page.getByRole('region', { name: 'Terms & Definitions' });
  const { key, word } = hiddenWord(terms.map((term) => ({ key: String(term.id), text: term.text })), await section.innerText(), 10);
  await typeInto(page, `Search ${category!.name}...`, word);
  await expect(section.locator(`a[href="/glossary/${key}"]`)).toBeVisible();
  await expect.poll(() => section.getByRole('link').count()).toBeLessThan(terms.length);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));

  await typeInto(page, `Search ${category!.name}...`, 'zzqx');
  await expect(section.getByText('No entries found for "zzqx"')).toBeVisible();
});

test('videos: a word of a video’s description finds it, and nothing matching shows the product description’s text', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Isolation meter walk-through ${stamp}`;
  const word = `megohmmeter${stamp}`;
  await openAsAdmin(page, '/admin/videos');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Video' });
  await dialog.getByLabel('YouTube URL', { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description', { exact: true }).fill(`Reading insulation resistance with a ${word}.`);
  await dialog.getByRole('button', { name: 'Save Video' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Video added successfully' }).first()).toBeVisible();

  const visitor = await browser.newPage();
  try {
    await visitor.goto('/videos');
    const list = visitor.getByRole('list', { name: 'Videos' });
    await typeInto(visitor, 'Search videos...', word.toUpperCase());
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list.getByRole('article')).toContainText(title);
    await typeInto(visitor, 'Search videos...', 'zzqx-no-such-video');
    await expect(visitor.getByText('No videos found matching your search.')).toBeVisible();
  } finally {
    await visitor.close();
  }

  const card = page.getByTestId('video-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Video deleted successfully' }).first()).toBeVisible();
});

test('Back to a list whose query was typed shows it filtered again', async ({ page }) => {
  await page.goto('/articles');
  await typeInto(page, 'Search articles...', 'zzqx-no-such-article');
  await expect(page).toHaveURL(/[?&]q=zzqx-no-such-article/);
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();
  await page.getByRole('link', { name: 'Videos', exact: true }).first().click();
  await expect(page).toHaveURL(/\/videos$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/articles\?q=zzqx-no-such-article$/);
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' })).toHaveCount(0);
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('zzqx-no-such-article');
});

test('a topic chosen by keyboard filters in place and keeps the focus', async ({ page }) => {
  await page.goto('/charger-install');
  const list = page.getByRole('list', { name: 'Installation guides' });
  const total = await list.getByRole('article').count();
  const topic = page.getByRole('navigation', { name: 'Topics' }).getByRole('link').nth(1);
  await untilHydrated(topic);
  await topic.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]topic=/);
  await expect(topic).toHaveAttribute('aria-current', 'page');
  await expect(topic).toBeFocused();
  await expect.poll(() => list.getByRole('article').count()).toBeLessThan(total);
  await page.goBack();
  await expect(page).toHaveURL(/\/charger-install$/);
  await expect(list.getByRole('article')).toHaveCount(total);
});
