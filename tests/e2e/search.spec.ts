import { expect, test, untilHydrated, type Page } from './fixtures';

test.use({ pagePerWorker: true });

/** The first link on a list page whose address matches, so the product description follows whatever rows the seed holds. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`No link matching ${pattern} on ${listPath}`);
  return href;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('the header search opens with "/", finds a misspelled term as you type and opens the chosen result', async ({ page }) => {
  await page.goto('/');
  // The shortcut is the header's: before hydration a key press has nobody listening.
  await untilHydrated(page.getByRole('banner').getByRole('link', { name: 'Search' }));
  await page.locator('body').press('/');
  const box = page.getByRole('combobox', { name: 'Search terms, articles, tires, vehicles' });
  await expect(box).toBeFocused();
  await box.fill('regenrative braking');
  const results = page.getByRole('listbox', { name: 'Results' }).getByRole('option');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText(/regenerative/i);
  const chosen = ((await results.first().textContent()) ?? '').trim();

  // The best result is chosen as results arrive; the arrow keys move through the list and back.
  await expect(results.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(results.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).not.toHaveURL(/\/$/);
  // A glossary term opens as a dialog over the glossary; any other result is a page of its own.
  await expect(page.getByRole('heading', { name: /regenerative/i }).first()).toBeVisible();
  expect(chosen.toLowerCase()).toContain('regenerative');
});

test('Escape closes the search dialog and gives focus back to the header button', async ({ page }) => {
  await page.goto('/glossary');
  const trigger = page.getByRole('banner').getByRole('link', { name: 'Search' });
  await trigger.click();
  const box = page.getByRole('combobox', { name: 'Search terms, articles, tires, vehicles' });
  await expect(box).toBeFocused();
  await box.press('Escape');
  await expect(box).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the search page lists highlighted results, and echoes a query with markup as text', async ({ page }) => {
  const response = await page.goto('/search?q=battery%20management%20system');
  expect(response?.status()).toBe(200);
  const marks = page.locator('main mark');
  await expect(marks.first()).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: /battery management system/i }).first()).toBeVisible();

  await page.goto('/search?q=zzqxwv');
  await expect(page.getByText('No results for "zzqxwv"')).toBeVisible();

  // Markup in a query is echoed as the text it is, whatever it happens to match.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)>';
  await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue(hostile);
  await expect(page.locator('main').getByText(hostile).first()).toBeVisible();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

/** Opens the first article whose body links a glossary term, once its islands have hydrated. */
async function openArticleWithTerm(page: Page) {
  await page.goto('/articles');
  const articles = await page
    .locator('main a[href^="/article/"]')
    .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href') ?? ''))]);
  let found = false;
  for (const href of articles) {
    await page.goto(href);
    if ((await page.locator('a.glossary-term-link[data-term-id]').count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'an article that mentions a glossary term').toBe(true);
  await untilHydrated(page.getByRole('button', { name: 'Copy Link' }));
  return { term: page.locator('a.glossary-term-link[data-term-id]').first(), card: page.getByRole('tooltip') };
}

test('a glossary term in an article body shows its card on hover and on focus, and Escape closes it', async ({ page }) => {
  const { term, card } = await openArticleWithTerm(page);
  await term.hover();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', /^\/glossary\/\d+$/);
  await expect(term).toHaveAttribute('aria-describedby', (await card.getAttribute('id')) ?? '');

  await page.mouse.move(0, 0);
  await term.focus();
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
});

test("a glossary term's card opens from the keyboard before any pointer has touched the page", async ({ page }) => {
  const { term, card } = await openArticleWithTerm(page);
  await term.focus();
  await expect(card.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', /^\/glossary\/\d+$/);
  await expect(term).toHaveAttribute('aria-describedby', (await card.getAttribute('id')) ?? '');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(term).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test("the first tap on a glossary term opens its card, and 'Read more' opens the term", async ({ page }) => {
    const { term, card } = await openArticleWithTerm(page);
    const article = page.url();
    await term.tap();
    await expect(card.getByRole('link', { name: 'Read more' })).toBeVisible();
    expect(page.url()).toBe(article);
    const href = await card.getByRole('link', { name: 'Read more' }).getAttribute('href');
    await card.getByRole('link', { name: 'Read more' }).tap();
    await page.waitForURL(`**${href}`);
  });
});

test('every public page type names a 1200×630 PNG link preview that answers', async ({ page, request }) => {
  const tire = await firstLink(page, '/tire-fitment?tab=tire', /^\/tire-fitment\/tire\/\d+$/);
  const pages = [
    '/',
    '/installers',
    await firstLink(page, '/articles', /^\/article\/\d+$/),
    await firstLink(page, '/glossary', /^\/glossary\/\d+$/),
    await firstLink(page, '/categories', /^\/category\/[\w-]+$/),
    await firstLink(page, '/charger-install', /^\/charger-install\/[\w-]+$/),
    tire,
    await firstLink(page, '/search?q=tesla%20model%203', /^\/tire-fitment\/vehicle\/\d+$/),
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', 'summary_large_image');
    const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(image, `og:image on ${path}`).toBeTruthy();
    const response = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(response.status(), `${path} → ${image}`).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body()), `${path} → ${image}`).toEqual({ width: 1200, height: 630 });
  }
});
