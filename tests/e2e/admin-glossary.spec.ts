import { expect, test, toast, type Page } from './fixtures';
import { openAsAdmin } from './admin-session';
import { createSql } from '@/lib/db/connection';

test.use({ pagePerWorker: true });

// The same values as the webServer env in playwright.config.ts.

// Each run is its own client (no lockout from other runs) and names its rows uniquely.
const clientAddress = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
const run = Date.now().toString(36);
// Each test walks a whole screen flow (many server round trips); the default 30 s is for single pages.
test.describe.configure({ timeout: 240_000 });

// Every row this run made carries its id; whatever a test leaves (also when it fails) goes afterwards.
test.afterAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const sql = createSql(url, { max: 1 });
  try {
    await sql`delete from glossary where term ilike ${`%${run}%`}`;
    await sql`delete from categories where id like ${`%-${run}`}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
});

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const entries = (page: Page) => page.getByTestId('glossary-entry');

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search entries...').fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}

async function addTerm(page: Page, term: string, explanation: string) {
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const form = dialog(page, 'Add New Glossary Entry');
  await form.getByLabel('Term').fill(term);
  await form.getByLabel('Explanation').fill(explanation);
  await form.getByRole('button', { name: 'Add Term' }).click();
  await expect(toast(page, 'Term added successfully')).toBeVisible();
  await expect(form).toBeHidden();
}

/** Deletes every listed entry whose term matches the search (the run's rows), through the screen. */
async function deleteAll(page: Page, text: string) {
  await page.goto(`/admin/glossary?q=${encodeURIComponent(text)}`);
  for (let left = await entries(page).count(); left > 0; left -= 1) {
    await entries(page).first().getByRole('button', { name: /^Delete / }).click();
    await dialog(page, 'Delete Entry').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Entry deleted successfully').last()).toBeVisible();
    await expect(entries(page)).toHaveCount(left - 1);
  }
  await expect(page.getByText('No entries found')).toBeVisible();
}

test('add a term with a live preview, see it on the public glossary, edit it, then delete it', async ({ page }) => {
  const term = `Regen Fade ${run}`;
  await openAsAdmin(page, '/admin/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');

  await page.getByRole('button', { name: 'Add Entry' }).click();
  const form = dialog(page, 'Add New Glossary Entry');
  await expect(form.getByText('Click to upload or drag and drop')).toBeVisible();
  await form.getByRole('button', { name: 'Add Term' }).click();
  await expect(toast(page, 'Please fill in both term and explanation')).toBeVisible();

  await form.getByLabel('Term').fill(term);
  await form.getByLabel('Explanation').fill('Less regenerative braking while the High-Voltage Battery Pack is cold.<script>alert(1)</script>');
  // The preview renders as the public modal: another term linked, the script gone.
  const preview = form.getByTestId('explanation-preview');
  await expect(preview.getByRole('heading', { name: term })).toBeVisible();
  await expect(preview.locator('a.glossary-term-link', { hasText: 'High-Voltage Battery Pack' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await form.getByLabel('Category').selectOption({ label: 'Performance' });
  await form.getByRole('button', { name: 'Add Term' }).click();
  await expect(toast(page, 'Term added successfully')).toBeVisible();

  await search(page, term);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('Last updated');
  await expect(entries(page).first()).toContainText('Performance');

  // The public list shows it on the next request, and its page links the other term.
  await page.goto('/glossary');
  const link = page.locator('[data-glossary-list] a[href^="/glossary/"]', { hasText: term });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(term);
  expect(html).toMatch(/class="glossary-term-link"[^>]*>High-Voltage Battery Pack</);
  expect(html).not.toContain('alert(1)');

  await page.goto(`/admin/glossary?q=${encodeURIComponent(term)}`);
  await entries(page).first().getByRole('button', { name: `Edit ${term}` }).click();
  const edit = dialog(page, 'Edit Glossary Entry');
  await edit.getByLabel('Explanation').fill('<p>Regeneration is limited on a <strong>cold</strong> pack.</p>');
  await expect(edit.getByTestId('explanation-preview').locator('strong', { hasText: 'cold' })).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Entry updated successfully')).toBeVisible();
  expect(await (await page.request.get(href)).text()).toContain('<strong>cold</strong>');

  await deleteAll(page, term);
  expect((await page.request.get(href)).status()).toBe(404);
});

test('import a CSV: quoted commas and line breaks, existing terms skipped and reported, wrong files refused', async ({ page }) => {
  await openAsAdmin(page, '/admin/glossary');
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const form = dialog(page, 'Add New Glossary Entry');
  const input = form.getByTestId('csv-input');

  await input.setInputFiles({ name: 'terms.txt', mimeType: 'text/plain', buffer: Buffer.from('term,explanation\nA,B\n') });
  await expect(toast(page, 'Please upload a CSV file')).toBeVisible();

  await input.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('term,explanation\nOnly a term,\n') });
  await expect(toast(page, 'No valid entries found in CSV')).toBeVisible();

  const csv = [
    '\uFEFFterm,explanation',
    `"CSV Alpha ${run}","Imported, with a comma."`,
    `CSV Beta ${run},"First paragraph.\r\n\r\nSecond, with ""quotes""."`,
    '"high-voltage battery pack","Already in the glossary under another case."',
    `CSV Gamma ${run},`,
  ].join('\r\n');
  await input.setInputFiles({ name: 'terms.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // Both toasts appear together; watching them at once keeps a slow machine from missing the first.
  await Promise.all([
    expect(toast(page, 'Successfully added 2 entries')).toBeVisible(),
    expect(toast(page, 'Skipped 1 entry: 1 already in the glossary')).toBeVisible(),
  ]);
  const report = form.getByTestId('import-report');
  await expect(report).toContainText('Added 2 entries.');
  await expect(report).toContainText('Skipped 1 term already in the glossary: high-voltage battery pack.');
  await expect(report).toContainText('Dropped 1 row without both a term and an explanation.');
  await form.getByRole('button', { name: 'Close' }).click();

  await search(page, `CSV Beta ${run}`);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('First paragraph. Second, with "quotes".');
  await page.goto('/glossary');
  await expect(page.locator('[data-glossary-list]')).toContainText(`CSV Alpha ${run}`);
});

test('a duplicate added under another case raises the banner, and Remove Duplicates keeps one entry', async ({ page }) => {
  const term = `Dup Term ${run}`;
  await openAsAdmin(page, '/admin/glossary');
  await addTerm(page, term, 'The first, oldest wording.');
  await page.getByRole('button', { name: 'Add Entry' }).click();
  await dialog(page, 'Add New Glossary Entry').getByLabel('Term').fill(term.toUpperCase());
  await expect(dialog(page, 'Add New Glossary Entry').getByText(/is already in the glossary; saving adds a duplicate/)).toBeVisible();
  await dialog(page, 'Add New Glossary Entry').getByRole('button', { name: 'Close' }).click();
  await addTerm(page, term.toUpperCase(), 'A second, newer wording.');

  const banner = page.getByTestId('duplicate-banner');
  await expect(banner).toContainText(/duplicate terms? found/);
  await expect(banner).toContainText(new RegExp(`${term} \\(2×\\)`, 'i'));
  await banner.getByRole('button', { name: 'Remove Duplicates' }).click();
  await expect(toast(page, /Successfully removed \d+ duplicate entries/)).toBeVisible();
  await expect(banner).toBeHidden();

  await search(page, term);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('The first, oldest wording.');
});

test('create, rename and delete a category, assigning and removing an entry by hand', async ({ page }) => {
  const name = `E2E Shelf ${run}`;
  const id = `e2e-shelf-${run}`;
  const term = `Cell Swap ${run}`;
  await openAsAdmin(page, '/admin/glossary');
  await addTerm(page, term, 'Replacing a weak cell in a battery module restores capacity; the BMS balances the new cell.');

  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Category Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New Category' }).click();
  const create = dialog(page, 'Create New Category');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Category ID and name are required')).toBeVisible();
  await create.getByLabel('Category ID').pressSequentially(`E2E Shelf ${run}`);
  await expect(create.getByLabel('Category ID')).toHaveValue(id);
  await create.getByLabel('Category Name').fill(name);
  await create.getByLabel('Description').fill('Made by the end-to-end test.');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Category created successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`category=${id}`));
  await expect(page.getByText('No entries in this category yet')).toBeVisible();
  await expect(page.getByTestId('few-entries-warning')).toContainText(`${name} (0)`);

  // A taken id is refused with a clear message.
  await page.getByRole('button', { name: 'New Category' }).click();
  await create.getByLabel('Category ID').fill(id);
  await create.getByLabel('Category Name').fill('Again');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `A category with the ID '${id}' already exists`)).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();

  // Inline edit, shown on the public category list on the next request.
  const renamed = `${name} Renamed`;
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Category updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  expect(await (await page.request.get('/categories')).text()).toContain(renamed);

  // Assign from the uncategorized view, then remove from the category.
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: /Uncategorized Entries/ }).click();
  const row = page.getByTestId('category-entry').filter({ hasText: term });
  await expect(row).toContainText('Suggested: Battery Systems');
  await row.getByRole('combobox').selectOption({ label: renamed });
  await expect(toast(page, 'Entry assigned to category')).toBeVisible();
  await expect(row).toBeHidden();
  await categories.getByRole('link', { name: new RegExp(renamed) }).click();
  const assigned = page.getByTestId('category-entry').filter({ hasText: term });
  await assigned.getByRole('button', { name: /^Remove / }).click();
  await expect(toast(page, 'Entry removed from category')).toBeVisible();
  await expect(page.getByText('No entries in this category yet')).toBeVisible();

  // Delete with the entry in it: the entry stays, uncategorized; the public page is gone.
  await categories.getByRole('link', { name: /Uncategorized Entries/ }).click();
  await row.getByRole('combobox').selectOption({ label: renamed });
  await expect(row).toBeHidden();
  await categories.getByRole('link', { name: new RegExp(renamed) }).click();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(dialog(page, 'Delete Category')).toContainText('Its 1 entry stays in the glossary, uncategorized.');
  await dialog(page, 'Delete Category').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(row).toBeVisible();
  await page.goto(`/category/${id}`);
  await expect(page).toHaveURL(/\/categories$/);
});

test('Auto-Assign All files every uncategorized entry under its suggested category, batch by batch with live progress', async ({ page }) => {
  await openAsAdmin(page, '/admin/glossary');
  // Eleven uncategorized entries: more than one batch of 10.
  const rows = Array.from({ length: 10 }, (_, i) => `"Pack Rebuild ${run} ${i + 1}","Replacing a weak cell in a battery module restores capacity; the BMS balances it."`);
  rows.push(`"Plug Check ${run}","Charging stops at the charger when the connector pilot signal or the charging cable fails."`);
  await page.getByRole('button', { name: 'Add Entry' }).click();
  await dialog(page, 'Add New Glossary Entry')
    .getByTestId('csv-input')
    .setInputFiles({ name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from(['term,explanation', ...rows].join('\n')) });
  await expect(toast(page, 'Successfully added 11 entries')).toBeVisible();

  await page.goto('/admin/categories');
  await expect(page.getByText(/\d+ uncategorized entries/)).toBeVisible();
  const progress = page.getByTestId('auto-assign-progress');
  // Every text the progress line shows, however briefly.
  await progress.evaluate((node) => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => seen.push(node.textContent ?? '')).observe(node, { childList: true, characterData: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Auto-Assign All' }).click();
  // Each batch is its own request; on a busy machine the whole walk takes a while.
  await Promise.all([
    expect(toast(page, /Completed! Assigned \d+ entries to categories/)).toBeVisible({ timeout: 120_000 }),
    expect(progress).toContainText(/Completed! Assigned \d+ entries to categories/, { timeout: 120_000 }),
  ]);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  // After the first batch of 10 the line counts it against the total; the last batch ends in the total.
  const firstStep = seen.map((text) => text.match(/^Assigned 10 of (\d+) entries$/)).find(Boolean);
  expect(Number(firstStep?.[1])).toBeGreaterThanOrEqual(11);
  const completed = Number((await progress.innerText()).match(/Assigned (\d+) entries/)?.[1]);
  expect(completed).toBe(Number(firstStep?.[1]));
  await expect(page.getByText('All entries have been categorized!')).toBeVisible();

  await page.goto(`/admin/glossary?q=${encodeURIComponent(`Plug Check ${run}`)}`);
  await expect(entries(page).first()).toContainText('Charging');
  await page.goto(`/admin/glossary?q=${encodeURIComponent(`Pack Rebuild ${run}`)}`);
  await expect(page.getByText('Showing 1–10 of 10 entries', { exact: false })).toBeVisible();
  for (const entry of await entries(page).all()) await expect(entry).toContainText('Battery Systems');
});
