import { createSql } from '@/lib/db/connection';
import { expect, test, untilHydrated, type Page } from './fixtures';

test.use({ pagePerWorker: true });

const list = (page: Page) => page.locator('[data-glossary-list]');
const termLinks = (page: Page) => list(page).locator('a[href^="/glossary/"]');
const modal = (page: Page) => page.locator('dialog[data-term-modal]');

/** The glossary, once its list answers clicks and keys (a key pressed earlier would follow the plain link). */
async function openGlossary(page: Page) {
  await page.goto('/glossary');
  await untilHydrated(termLinks(page).first());
}

/** The visible name of a term link in the list (its first line). */
async function termName(link: ReturnType<typeof termLinks>) {
  return (await link.locator('span').first().innerText()).trim();
}

test('an unknown term id answers 404 on the very first request', async ({ page }) => {
  const response = await page.goto('/glossary/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Term Not Found' })).toBeVisible();
  // The glossary itself is still there to pick another term from.
  await expect(page.getByRole('heading', { level: 1, name: 'EV Repair Glossary' })).toBeVisible();
  expect((await page.request.get('/glossary/not-a-number')).status()).toBe(404);
});

test('the list is grouped under letter headings and a term opens from it', async ({ page }) => {
  const response = await page.goto('/glossary');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'EV Repair Glossary' })).toBeVisible();
  const headings = list(page).getByRole('heading', { level: 2 });
  expect(await headings.count()).toBeGreaterThan(5);
  // Text content: letters far below the fold are not rendered until scrolled near (content-visibility), so their innerText is empty.
  for (const text of await headings.allTextContents()) expect(text).toMatch(/^([A-Z]|#)$/);
  // Search engines get the first ten terms as questions, each answered with its whole explanation.
  const faq = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((json) => JSON.parse(json) as { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] })
    .find((data) => data['@type'] === 'FAQPage');
  expect(faq?.mainEntity).toHaveLength(10);
  const first = termLinks(page).first();
  expect(faq!.mainEntity![0]!.name).toBe(await termName(first));
  // The list shows the start of the explanation; the answer carries all of it.
  const summary = (await first.locator('span').nth(1).innerText()).trim().replace(/…$/, '');
  expect(faq!.mainEntity![0]!.acceptedAnswer.text.startsWith(summary)).toBe(true);
  expect(faq!.mainEntity![0]!.acceptedAnswer.text.length).toBeGreaterThanOrEqual(summary.length);

  const link = termLinks(page).nth(3);
  const name = await termName(link);
  await link.click();
  await expect(page).toHaveURL(/\/glossary\/\d+$/);
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(modal(page).getByText('Was this helpful?')).toBeVisible();
  await expect(modal(page).getByRole('link', { name: /Share on LinkedIn/ })).toBeVisible();
  await expect(modal(page).getByRole('button', { name: 'Print or Save as PDF' })).toBeVisible();
  const box = await modal(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box!.height).toBeLessThanOrEqual(viewport!.height * 0.85 + 1);
});

test('a deep link renders the term on the server with its metadata', async ({ page, request }) => {
  await openGlossary(page);
  const href = (await termLinks(page).nth(5).getAttribute('href'))!;
  const name = await termName(termLinks(page).nth(5));
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<dialog open=""[^>]*data-term-modal/);
  expect(html).toContain('"DefinedTerm"');
  expect(html).toContain('"DefinedTermSet"');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${href}"`));
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(200);

  await page.goto(href);
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('Escape closes the term and returns focus to the term that opened it', async ({ page }) => {
  await openGlossary(page);
  const link = termLinks(page).nth(2);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeVisible();
  // Escape reaches the dialog once it is shown as a modal, which happens after it first paints.
  await expect.poll(() => modal(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(link).toBeFocused();
});

test('the close button and the backdrop close the term', async ({ page }) => {
  await openGlossary(page);
  await termLinks(page).first().click();
  await expect(modal(page)).toBeVisible();
  // The term's own address is in place before closing, as a visitor would see it.
  await expect(page).toHaveURL(/\/glossary\/\d+$/);
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toBeHidden();
  await termLinks(page).nth(1).click();
  await expect(modal(page)).toBeVisible();
  await expect(page).toHaveURL(/\/glossary\/\d+$/);
  await page.mouse.click(5, 300);
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL(/\/glossary$/);
});

test('a related term opens in place of the current one', async ({ page }) => {
  await openGlossary(page);
  await untilHydrated(page.getByPlaceholder('Search terms...'));
  await page.getByPlaceholder('Search terms...').fill('battery management');
  await termLinks(page).first().click();
  const related = modal(page).getByRole('region', { name: 'Related Terms' });
  await expect(related).toBeVisible();
  const first = related.getByRole('link').first();
  const name = (await first.innerText()).trim();
  const before = page.url();
  await first.click();
  await expect(page).not.toHaveURL(before);
  await expect(modal(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
});

test('term names inside an explanation link to those terms', async ({ page }) => {
  await openGlossary(page);
  await untilHydrated(page.getByPlaceholder('Search terms...'));
  await page.getByPlaceholder('Search terms...').fill('battery management');
  await termLinks(page).first().click();
  const inline = modal(page).locator('a.glossary-term-link').first();
  await expect(inline).toBeVisible();
  const target = (await inline.getAttribute('href'))!;
  await inline.click();
  // The list's search stays with the terms opened from it.
  await expect(page).toHaveURL(new RegExp(`${target}\\?q=battery\\+management$`));
  await expect(modal(page)).toBeVisible();
});

test('search filters the list and says when nothing matches', async ({ page }) => {
  await openGlossary(page);
  const search = page.getByPlaceholder('Search terms...');
  await untilHydrated(search);
  await search.fill('INVERTER');
  // The list filters as the visitor types, a moment after the keystroke.
  await expect.poll(() => termLinks(page).count()).toBeLessThan(100);
  expect(await termLinks(page).count()).toBeGreaterThan(0);
  await search.fill('qqzzxxnothing');
  await expect(page.getByText('No terms found matching "qqzzxxnothing"')).toBeVisible();
  await expect(termLinks(page)).toHaveCount(0);
});

test('the list shows summaries, and search still finds a word that only the full explanation has', async ({ page }) => {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  const rows = await sql<{ id: number; text: string }[]>`select id, public.search_plain(explanation) as text from glossary`.finally(() =>
    sql.end({ timeout: 5 }),
  );
  const texts = Object.fromEntries(rows.map((row) => [String(row.id), row.text]));
  await openGlossary(page);
  const names = new Map(
    await termLinks(page).evaluateAll((links) =>
      links.map((link) => [link.getAttribute('href')!.split('/').pop()!, link.querySelector('span')?.textContent ?? '']),
    ),
  );
  // A word from the end of some explanation that neither its term nor the shown summary contains.
  const found = Object.entries(texts)
    .map(([id, text]) => {
      const shown = `${names.get(id) ?? ''} ${text.slice(0, 160)}`.toLowerCase();
      const word = text
        .split(/[^A-Za-z]+/)
        .reverse()
        .find((candidate) => candidate.length >= 8 && !shown.includes(candidate.toLowerCase()));
      return word ? { id, word } : undefined;
    })
    .find(Boolean);
  expect(found).toBeDefined();
  const link = list(page).locator(`a[href="/glossary/${found!.id}"]`);
  await expect(link).not.toContainText(found!.word, { ignoreCase: true });
  await untilHydrated(page.getByPlaceholder('Search terms...'));
  await page.getByPlaceholder('Search terms...').fill(found!.word);
  // A term opened from a search keeps the search in its address.
  await expect(list(page).locator(`a[href="/glossary/${found!.id}?q=${found!.word}"]`)).toBeVisible();
});

test('the word of the day opens its entry and recording helpfulness thanks the reader', async ({ page }) => {
  await openGlossary(page);
  const box = page.getByTestId('word-of-the-day');
  const name = (await box.locator('p').first().innerText()).trim();
  await box.getByRole('link', { name: /Learn More/ }).click();
  await expect(modal(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await modal(page).getByRole('button', { name: 'Yes' }).click();
  await expect(modal(page).getByText('Thanks for your feedback!')).toBeVisible();
});

test('a term id left in session storage opens that term and is cleared', async ({ page }) => {
  await openGlossary(page);
  const link = termLinks(page).nth(7);
  const id = (await link.getAttribute('href'))!.split('/').pop()!;
  const name = await termName(link);
  // As the category page does: the id is handed over from another page. Setting it while the glossary
  // itself is still hydrating would let that first mount take it before the reload under test.
  await page.goto('/categories');
  await page.evaluate((value) => sessionStorage.setItem('glossary:selectedTermId', value), id);
  await openGlossary(page);
  await expect(page).toHaveURL(new RegExp(`/glossary/${id}$`));
  await expect(modal(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('glossary:selectedTermId'))).toBeNull();
});

test('printing an open term prints the term alone', async ({ page }) => {
  await openGlossary(page);
  await termLinks(page).first().click();
  await expect(modal(page)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(list(page)).toBeHidden();
  await expect(page.locator('header[data-site-header]')).toBeHidden();
  await expect(modal(page).locator('.prose')).toBeVisible();
  await expect(modal(page).getByRole('button', { name: 'Print or Save as PDF' })).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a deep link still shows the term', async ({ page }) => {
    await page.goto('/glossary');
    const link = termLinks(page).nth(4);
    const name = await termName(link);
    await page.goto((await link.getAttribute('href'))!);
    await expect(modal(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(modal(page).locator('.prose')).toBeVisible();
  });
});
