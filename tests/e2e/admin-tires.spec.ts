import { expect as baseExpect, test, toast, untilHydrated, type APIRequestContext, type Page } from './fixtures';
import { openAsAdmin } from './admin-session';

test.use({ pagePerWorker: true });

// Sign-in hashes the password and every step renders on the server: on a busy machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

// The same values as the webServer env in playwright.config.ts.

// Each run is its own client, so sign-ins and suggestions of earlier runs never hit a rate limit.
const clientAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
// Each test walks a whole operator task across the back office and several public pages.
test.describe.configure({ timeout: 600_000 });

// Names no other spec and no reference row uses, so these tests only ever see their own rows.
const run = Date.now().toString(36);

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAHnOcQAAAAABJRU5ErkJggg==', 'base64');

async function statValue(page: Page, label: string): Promise<number> {
  await page.goto('/vehicle-data-info');
  const card = page.getByTestId('stat').filter({ has: page.getByText(label, { exact: true }) });
  return Number((await card.locator('dd').first().innerText()).replace(/,/g, ''));
}

async function sitemap(request: APIRequestContext): Promise<string> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return response.text();
}

async function publicHref(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  expect(href).toMatch(/^\/tire-fitment\/(tire|vehicle)\/\d+$/);
  return href!;
}

test('a tire is added with a photo and a new source, edited and deleted, and its public pages follow', async ({ page, request }) => {
  const brand = `Testbrand ${run}`;
  await openAsAdmin(page, '/admin/tires');
  await expect(page.getByRole('heading', { name: 'Tire Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Tire' }).click();
  const form = page.getByRole('dialog', { name: 'Add Tire' });
  await form.getByRole('button', { name: 'Add Tire' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await expect(form.getByLabel('Brand')).toBeFocused();

  await form.getByLabel('Brand').fill(brand);
  await form.getByLabel('Model').fill('Quiet Range');
  await form.getByLabel(/^Size/).fill('245/40 r19');
  await form.getByLabel('Load Index').fill('zero');
  await form.getByLabel('Speed Rating').selectOption('W');
  await form.getByRole('button', { name: 'Add Tire' }).click();
  // An unreadable number becomes 0, which a required field refuses.
  await expect(form.getByText('Please fill in all required fields')).toBeVisible();
  await form.getByLabel('Load Index').fill('98');
  await form.getByLabel('Rolling Resistance').selectOption('B');
  await form.getByLabel('Noise Level (dB)').fill('69');
  await form.getByLabel('EV Rated').check();
  await form.getByLabel('OEM Certifications (comma separated)').fill(' T0, ,MO ');
  await form.getByLabel('Upload a photo instead').setInputFiles({ name: 'tread.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Source', { exact: true }).selectOption({ label: 'Add a new source…' });
  await form.getByLabel('Source name').fill(`Testbrand ${run} spec sheet`);
  await form.getByLabel('Source address').fill(`https://testbrand.example/${run}`);
  await form.getByRole('button', { name: 'Add Tire' }).click();
  await expect(toast(page, 'Tire added successfully')).toBeVisible();
  await expect(toast(page, 'Tire image uploaded')).toBeVisible();
  await expect(form).toBeHidden();

  const row = page.getByTestId('tire-row').filter({ hasText: brand });
  await expect(row).toContainText('245/40R19');
  await expect(row).toContainText('98W');
  await expect(row.getByText('EV', { exact: true })).toBeVisible();
  const tirePath = await publicHref(page, `View the public page of ${brand} Quiet Range 245/40R19`);

  // The same tire again, spelled differently: a clear message, not an error page.
  await page.getByRole('button', { name: 'Add Tire' }).click();
  await form.getByLabel('Brand').fill(brand.toUpperCase());
  await form.getByLabel('Model').fill('quiet range');
  await form.getByLabel(/^Size/).fill('245/40R19');
  await form.getByLabel('Load Index').fill('98');
  await form.getByLabel('Speed Rating').selectOption('W');
  await form.getByRole('button', { name: 'Add Tire' }).click();
  await expect(toast(page, 'is already listed. Edit that one instead.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  const visitor = await page.context().newPage();
  await visitor.goto(tirePath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Quiet Range' })).toBeVisible();
  await expect(visitor.getByText('245/40R19').first()).toBeVisible();
  const spec = (text: string) => visitor.getByRole('definition').filter({ hasText: text });
  await expect(spec('98 (1,653 lbs per tire)')).toBeVisible();
  await expect(spec('B (very good)')).toBeVisible();
  await expect(spec('69 dB (quiet)')).toBeVisible();
  await expect(visitor.getByText('T0', { exact: true })).toBeVisible();
  await expect(visitor.getByText('MO', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('img', { name: `${brand} Quiet Range`, exact: true })).toHaveAttribute('src', /^\/storage\/media\/tires\/.+\.png$/);
  await expect(visitor.getByRole('link', { name: `Testbrand ${run} spec sheet` })).toHaveAttribute('href', `https://testbrand.example/${run}`);
  await visitor.goto(`/tire-fitment?tab=tire&brand=${encodeURIComponent(brand)}`);
  await expect(visitor.getByText('1 tire found')).toBeVisible();
  expect(await sitemap(request)).toContain(tirePath);
  // Counted after the change, not before: a page cached by an earlier server process can be older than the table.
  const tiresWithIt = await statValue(visitor, 'Tires');
  // The page carries the first sources by name; the search loads the rest, new source included.
  const sourceSearch = visitor.getByLabel('Search sources');
  await untilHydrated(sourceSearch);
  await sourceSearch.fill(`Testbrand ${run}`);
  await expect(visitor.getByRole('link', { name: `Testbrand ${run} spec sheet` })).toBeVisible();

  await row.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tire' });
  await expect(edit.getByLabel('OEM Certifications (comma separated)')).toHaveValue('T0, MO');
  await edit.getByLabel('Model').fill('Quiet Range Plus');
  await edit.getByLabel('Load Index').fill('101');
  await edit.getByRole('button', { name: 'Update Tire' }).click();
  await expect(toast(page, 'Tire updated successfully')).toBeVisible();
  await visitor.goto(tirePath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Quiet Range Plus' })).toBeVisible();
  await expect(spec('101 (1,819 lbs per tire)')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${brand} Quiet Range Plus 245/40R19` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Tire' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Tire deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  const gone = await visitor.goto(tirePath);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Tire Not Found' })).toBeVisible();
  expect(await sitemap(request)).not.toContain(`${tirePath}<`);
  expect(await statValue(visitor, 'Tires')).toBe(tiresWithIt - 1);
  await visitor.close();
});

test('a vehicle is added with the form defaults, edited and deleted, and its public page follows', async ({ page, request }) => {
  const make = `Testmotors ${run}`;
  const title = `${new Date().getFullYear()} ${make} Glide Base`;
  await openAsAdmin(page, '/admin/vehicles');
  await expect(page.getByRole('heading', { name: 'Vehicle Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = page.getByRole('dialog', { name: 'Add Vehicle' });
  await expect(form.getByLabel('Wheel Size Min (in)')).toHaveValue('18');
  await expect(form.getByLabel('Wheel Size Max (in)')).toHaveValue('20');
  await form.getByLabel('Make').fill(make);
  await form.getByLabel('Model').fill('Glide');
  await form.getByLabel('OEM Tire Size').fill('235/45R18');
  await form.getByLabel('Minimum Speed Rating').selectOption('H');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await expect(form.getByLabel('Trim')).toBeFocused();
  await form.getByLabel('Trim').fill('Base');
  // The load index is left blank, as when no source publishes it: no default is stored in its place.
  // An invalid year becomes the current year.
  await form.getByLabel('Year').fill('next year');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, 'Vehicle added successfully')).toBeVisible();
  await expect(form).toBeHidden();

  const vehiclePath = await publicHref(page, `View the public page of the ${title}`);
  const visitor = await page.context().newPage();
  await visitor.goto(vehiclePath);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('18–20 inches')).toBeVisible();
  await expect(visitor.locator('dd').filter({ hasText: /^not published$/ })).toHaveCount(1);
  await expect(visitor.getByText('do not publish its minimum load index, so these are all the tires of its size')).toBeVisible();
  expect(await sitemap(request)).toContain(vehiclePath);
  // The 'Search by Vehicle' tab offers it (its cascade is rendered from the server's list).
  expect(await (await request.get('/tire-fitment?tab=vehicle')).text()).toContain(make);

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await edit.getByLabel('OEM Tire Size').fill('245/40R19');
  await edit.getByLabel('Minimum Load Index').fill('95');
  await edit.getByLabel('Wheel Size Max (in)').fill('21');
  await edit.getByRole('button', { name: 'Update Vehicle' }).click();
  await expect(toast(page, 'Vehicle updated successfully')).toBeVisible();
  await visitor.goto(vehiclePath);
  await expect(visitor.locator('dd').filter({ hasText: '245/40R19' })).toBeVisible();
  await expect(visitor.getByText('18–21 inches')).toBeVisible();
  await expect(visitor.getByText('95 (1,521 lbs per tire)')).toBeVisible();
  await expect(visitor.getByText(/not published/)).toHaveCount(0);

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete Vehicle' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Vehicle deleted successfully')).toBeVisible();
  const gone = await visitor.goto(vehiclePath);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Vehicle Not Found' })).toBeVisible();
  expect(await (await request.get('/tire-fitment?tab=vehicle')).text()).not.toContain(make);
  await visitor.close();
});

test('a visitor suggests two fitments; one approved shows on the vehicle page, one rejected does not', async ({ page, browser }) => {
  const make = `Suggestmotors ${run}`;
  const title = `2024 ${make} Wave AWD`;
  await openAsAdmin(page, '/admin/vehicles');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = page.getByRole('dialog', { name: 'Add Vehicle' });
  await form.getByLabel('Make').fill(make);
  await form.getByLabel('Model').fill('Wave');
  await form.getByLabel('Year').fill('2024');
  await form.getByLabel('Trim').fill('AWD');
  await form.getByLabel('OEM Tire Size').fill('235/55R19');
  await form.getByLabel('Minimum Load Index').fill('101');
  await form.getByLabel('Minimum Speed Rating').selectOption('V');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, 'Vehicle added successfully')).toBeVisible();
  const vehiclePath = await publicHref(page, `View the public page of the ${title}`);

  // A visitor, not signed in, on the vehicle page.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  const visitor = await visitorContext.newPage();
  const suggest = async (tireModel: string) => {
    await visitor.goto(vehiclePath);
    await expect(visitor.getByTestId('compatible-tire')).toHaveCount(0);
    const open = visitor.getByRole('button', { name: 'Suggest a Tire' });
    await untilHydrated(open);
    await open.click();
    await visitor.getByLabel('Tire brand').fill(`Suggestbrand ${run}`);
    await visitor.getByLabel('Tire model').fill(tireModel);
    await visitor.getByLabel('Tire size').fill('235/55R19');
    await visitor.getByRole('button', { name: 'Send Suggestion' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: 'Thank you! Your fitment suggestion was received' })).toBeVisible();
  };
  await suggest('Approved Tread');
  await suggest('Rejected Tread');

  await page.goto('/admin/fitment-submissions');
  await expect(page.getByRole('heading', { name: 'Fitment Submissions' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pending \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  const card = (tireModel: string) => page.getByTestId('submission-card').filter({ hasText: `Suggestbrand ${run} ${tireModel}` });
  await expect(card('Approved Tread')).toContainText(title);
  await expect(card('Approved Tread')).toContainText('pending');

  await card('Approved Tread').getByRole('button', { name: /^Approve / }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Submission' });
  await expect(approve).toContainText('not as OEM approved');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Submission approved successfully')).toBeVisible();
  await expect(card('Approved Tread')).toHaveCount(0);

  await card('Rejected Tread').getByRole('button', { name: /^Reject / }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Submission' });
  await expect(reject).toContainText('Reject cannot be undone');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Submission rejected')).toBeVisible();

  await page.getByRole('button', { name: /^Approved \(\d+\)$/ }).click();
  await expect(card('Approved Tread')).toContainText('approved');
  await expect(card('Approved Tread').getByRole('button', { name: /^Approve / })).toHaveCount(0);
  await expect(card('Approved Tread').getByRole('link', { name: 'Vehicle page' })).toHaveAttribute('href', vehiclePath);
  await page.getByRole('button', { name: /^Rejected \(\d+\)$/ }).click();
  await expect(card('Rejected Tread')).toContainText('rejected');
  await expect(card('Rejected Tread').getByRole('button')).toHaveCount(0);

  await visitor.goto(vehiclePath);
  const listed = visitor.getByTestId('compatible-tire');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(`Suggestbrand ${run}`);
  await expect(listed).toContainText('Approved Tread');
  await expect(listed).not.toContainText('OEM');
  await visitorContext.close();

  // Leave no rows behind: the vehicle (and with it the fitment), then the tire the approval created.
  await page.goto('/admin/vehicles');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete Vehicle' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Vehicle deleted successfully')).toBeVisible();
  await page.goto('/admin/tires');
  await page.getByRole('button', { name: `Delete Suggestbrand ${run} Approved Tread 235/55R19` }).click();
  await page.getByRole('dialog', { name: 'Delete Tire' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Tire deleted successfully')).toBeVisible();
});

test('Refresh All Images and Sync Tire Data say honestly what they did', async ({ page }) => {
  await openAsAdmin(page, '/admin/tires');
  // The e2e server has no image source configured: the screen says so instead of pretending.
  await page.getByRole('button', { name: 'Refresh All Images' }).click();
  await expect(toast(page, 'No tire image source is configured')).toBeVisible();

  await page.getByRole('button', { name: 'Sync Tire Data' }).click();
  const report = toast(page, 'No outside tire data feed is configured, so the reference files were re-applied.');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report).toContainText(/Tires: \d+ added, \d+ updated, \d+ left alone/);
  await expect(page.getByTestId('last-sync')).toContainText('Last data sync:');
});
