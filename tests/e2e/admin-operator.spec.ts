import { readFileSync } from 'node:fs';
import { devices, expect, test, toast, type Page } from './fixtures';
import { openAsAdmin } from './admin-session';
import Papa from 'papaparse';

test.use({ pagePerWorker: true });

// The same values as the webServer env in playwright.config.ts.

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Each test is a whole journey across the public site and the back office: more time than one screen.
test.describe.configure({ timeout: 180_000 });

// Each test is its own client for the per-client rate limits (addresses from the documentation range).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 254) + 1}` });
});

async function applyAsInstaller(page: Page, name: string, email: string) {
  await page.goto('/installers/join');
  await page.getByLabel(/Business Name/).fill(name);
  await page.getByLabel(/Contact Name/).fill('Grace Hopper');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/Phone Number/).fill('555 010 0142');
  await page.getByLabel(/^Website/).fill('operator-e2e.example.com');
  await page.getByLabel(/States Served/).selectOption(['Ohio', 'Vermont']);
  await page.getByRole('checkbox', { name: 'Residential' }).check();
  await page.getByRole('checkbox', { name: 'Commercial' }).check();
  await page.getByRole('checkbox', { name: 'Qmerit' }).check();
  await page.getByRole('radio', { name: /^Premium/ }).check();
  await page.getByLabel('Business Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();
}

test('an application is approved in the back office and the installer is listed on /installers', async ({ page }) => {
  const name = `Operator Volt ${Date.now()}`;
  await applyAsInstaller(page, name, `volt-${Date.now()}@operator-e2e.example.com`);

  await openAsAdmin(page, '/admin/installer-leads?status=pending');
  const card = page.getByTestId('lead-card').filter({ hasText: name });
  await expect(card).toContainText('Grace Hopper');
  await expect(card).toContainText('Ohio, Vermont');
  await expect(card).toContainText('Premium, $49 per month');
  await expect(card).toContainText('Residential, Commercial');
  await expect(card.getByRole('img', { name: `Logo of ${name}` })).toBeVisible();
  // The uploaded logo is served with the type read from its bytes.
  const logo = await page.request.get((await card.getByRole('img').getAttribute('src'))!);
  expect(logo.headers()['content-type']).toBe('image/png');
  expect(logo.headers()['x-content-type-options']).toBe('nosniff');

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Application' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Application approved successfully')).toBeVisible();
  // Reviewed cards leave the Pending filter.
  await expect(page.getByTestId('lead-card').filter({ hasText: name })).toHaveCount(0);

  await page.goto('/admin/installer-leads?status=approved');
  const approved = page.getByTestId('lead-card').filter({ hasText: name });
  await expect(approved).toContainText('approved');
  // No SMTP here: the screen says the applicant was not e-mailed, never that they were.
  await expect(approved).toContainText('The applicant was not e-mailed (SMTP is not configured)');
  await expect(approved.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.goto(`/installers?q=${encodeURIComponent(name)}`);
  const listing = page.locator('[data-installer-card]').filter({ hasText: name });
  await expect(listing).toHaveCount(1);
  await expect(listing).toContainText('Featured');
  await expect(listing).toContainText('Qmerit');
  await expect(listing).toContainText('Residential');
  await expect(listing.getByRole('link', { name: /555 010 0142/ })).toBeVisible();
});

test('a rejected application keeps its reason and never reaches the directory', async ({ page }) => {
  const name = `Operator Reject ${Date.now()}`;
  await applyAsInstaller(page, name, `reject-${Date.now()}@operator-e2e.example.com`);

  await openAsAdmin(page, '/admin/installer-leads?status=pending');
  const card = page.getByTestId('lead-card').filter({ hasText: name });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Application' });
  await dialog.getByLabel(/Reason/).fill('Please send proof of your electrical licence.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Application rejected')).toBeVisible();

  await page.getByRole('link', { name: /^Rejected/ }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(page.getByTestId('lead-card').filter({ hasText: name })).toContainText(
    'Reason: Please send proof of your electrical licence.',
  );
  await page.goto(`/installers?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No installers found matching your criteria.')).toBeVisible();
});

test('a reader subscribes, the administrator exports the list, and the reader unsubscribes with one click', async ({ page }) => {
  const email = `reader-${Date.now()}@operator-e2e.example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await modal.getByLabel('Email address').fill(email);
  await modal.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page, 'Thank you for subscribing to our newsletter!')).toBeVisible();

  await openAsAdmin(page, '/admin/subscribers');
  const total = Number((await page.getByTestId('subscriber-count').textContent())!.replace(/,/g, ''));
  expect(total).toBeGreaterThan(0);
  await page.getByLabel('Search subscribers').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('subscriber-row')).toHaveCount(1);
  await expect(page.getByTestId('subscriber-row')).toContainText(email);
  await expect(page.getByTestId('subscriber-row')).toContainText('site-header');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Papa.parse<Record<string, string>>(readFileSync((await download.path())!, 'utf8'), { header: true, skipEmptyLines: true });
  expect(csv.data).toHaveLength(total);
  const row = csv.data.find((entry) => entry.email === email);
  expect(row?.source).toBe('site-header');
  const link = new URL(row!.unsubscribe_url!);
  expect(link.pathname).toBe('/newsletter/unsubscribe');

  // The export refuses a request another site starts, even with the administrator's cookie.
  const crossSite = await page.request.get('/admin/subscribers/export', { headers: { 'sec-fetch-site': 'cross-site' } });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).not.toContain(email);

  // Opening the link changes nothing; the one click does.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await expect(page.getByText(`${email[0]}***@operator-e2e.example.com`)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You have been unsubscribed. You will receive no more newsletters from us.');
  await page.reload();
  await expect(page.getByText('This unsubscribe link is not valid or has already been used.')).toBeVisible();

  await page.goto(`/admin/subscribers?q=${encodeURIComponent(email)}`);
  await expect(page.getByText(`No subscribers found matching "${email}"`)).toBeVisible();
  await expect(page.getByTestId('subscriber-count')).toHaveText((total - 1).toLocaleString('en-US'));
});

test('the export refuses a visitor without a session', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const response = await anonymous.get('/admin/subscribers/export');
  // The proxy sends a visitor to sign in before the route is reached (the route's own refusal is in the
  // integration tests).
  expect(response.status()).toBe(307);
  expect(new URL(response.headers().location!, baseURL).pathname).toBe('/admin/login');
  expect(await response.text()).not.toContain('@');
  await anonymous.dispose();
});

test('visited pages are counted on /admin/analytics', async ({ page, playwright, baseURL }) => {
  await openAsAdmin(page, '/admin/analytics?path=%2Fterms');
  const views = page.getByTestId('page-lookup-views');
  const before = Number((await views.textContent())!.replace(/,/g, ''));
  await expect(page.getByRole('heading', { name: 'Views per day' })).toBeVisible();
  // The chart hydrates over the numbers the server rendered.
  await expect(page.getByRole('region', { name: 'Views per day' }).locator('canvas')).toBeVisible();

  // A visitor in a browser of their own, without the administrator's cookie. It is desktop Chrome in its own
  // right: headless Chromium says 'HeadlessChrome' (not counted, as bots are not), and the beacon a page sends
  // while it is being left carries the browser's own user agent, not a context's override.
  const { launchOptions } = test.info().project.use;
  const visitorBrowser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), `--user-agent=${devices['Desktop Chrome'].userAgent}`],
  });
  const visitor = await visitorBrowser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 254) + 1}` },
  });
  // The analytics start after hydration, from a chunk of their own, and count a page 100 ms after they start
  // (a page left sooner is a bounce). Their window 'blur' listener, which nothing else on the site adds, says
  // they have started.
  await visitor.addInitScript(() => {
    const add = EventTarget.prototype.addEventListener;
    window.addEventListener = function (this: Window, ...args: Parameters<typeof add>) {
      if (args[0] === 'blur') document.documentElement.dataset.analyticsListening = '';
      add.apply(this, args);
    } as typeof window.addEventListener;
  });
  const tab = await visitor.newPage();
  const thirdParty: string[] = [];
  tab.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) thirdParty.push(request.url());
  });
  for (let visit = 0; visit < 3; visit += 1) {
    await tab.goto('/terms');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tab.locator('html[data-analytics-listening]')).toBeAttached();
    // A timer set after the view's own 100 ms one, and longer, fires after it: the view is recorded, and leaving
    // the page sends it (pagehide).
    await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
  }
  // Leaving the last /terms sends its view. The visitor's browser stays open until the views are counted,
  // so no beacon is cut off on its way out.
  await tab.goto('/privacy');
  await expect(async () => {
    await page.reload();
    expect(Number((await views.textContent())!.replace(/,/g, ''))).toBe(before + 3);
  }).toPass({ timeout: 30_000 });
  await visitorBrowser.close();
  // Without NEXT_PUBLIC_GA_ID nothing third-party loads.
  expect(thirdParty).toEqual([]);
  await expect(page.getByTestId('total-views')).not.toHaveText('0');
});
