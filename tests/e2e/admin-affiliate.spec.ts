import { expect, test, toast, untilHydrated, type Browser, type BrowserContext, type Page } from './fixtures';
import { openAsAdmin } from './admin-session';
import { createSql } from '@/lib/db/connection';

// The same values as the webServer env in playwright.config.ts (see tests/e2e/admin.spec.ts).

// Each run is its own client, so sign-ins and click counts of earlier runs never reach a limit.
const clientAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
// Each group signs in once and walks through several pages and uploads: more than the default 30 s on a busy
// machine, for the tests and for the hooks that sign in and restore.
const SLOW = 120_000;
test.describe.configure({ timeout: SLOW });

/** One signed-in browser for a serial group: its tests follow one administrator's session. */
async function adminSession(browser: Browser, next: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  const page = await context.newPage();
  await openAsAdmin(page, next);
  return { context, page };
}

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAHnOcQAAAAABJRU5ErkJggg==', 'base64');

// Every way an SVG can try to run script when opened on its own.
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" onload="alert('onload')">
  <script>alert('script'); document.title = 'pwned';</script>
  <rect width="120" height="40" fill="#059669" onclick="alert('click')"/>
  <a xlink:href="javascript:alert('link')"><text x="10" y="25" fill="#fff">EV</text></a>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert('iframe')"></iframe></foreignObject>
</svg>`;

const logoInput = (page: Page) => page.getByTestId('logo-file-input');

/** The logo as it was before this file ran, so it can be put back whatever happens in between. */
let originalLogo: { body: Buffer; contentType: string } | null = null;

async function restoreLogo(browser: Browser) {
  const page = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  try {
    await openAsAdmin(page, '/admin/logo');
    if (originalLogo) {
      const ext = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' }[originalLogo.contentType] ?? 'png';
      await logoInput(page).setInputFiles({ name: `logo.${ext}`, mimeType: originalLogo.contentType, buffer: originalLogo.body });
      await expect(toast(page, 'Logo uploaded successfully!')).toBeVisible();
    } else if (await page.getByRole('button', { name: 'Remove logo' }).isVisible()) {
      await page.getByRole('button', { name: 'Remove logo' }).click();
      await page.getByRole('dialog', { name: 'Remove Logo' }).getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('No logo has been uploaded yet or there was an error loading the current logo.')).toBeVisible();
    }
  } finally {
    await page.close();
  }
}

test.describe.serial('logo management', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser, request }) => {
    test.setTimeout(SLOW);
    const response = await request.get('/logo.png');
    originalLogo = response.ok() ? { body: await response.body(), contentType: response.headers()['content-type'] ?? 'image/png' } : null;
    ({ context, page } = await adminSession(browser, '/admin/logo'));
  });
  test.afterAll(async ({ browser }) => {
    test.setTimeout(SLOW);
    await context?.close();
    await restoreLogo(browser);
  });

  test('an uploaded PNG appears in the header of the next page, at a URL versioned by the upload', async ({ request }) => {
    await page.goto('/');
    const headerLogo = page.locator('header[data-site-header] img');
    const before = (await headerLogo.count()) > 0 ? await headerLogo.getAttribute('src') : null;

    await page.goto('/admin/logo');
    await expect(page.getByRole('heading', { name: 'Logo Management' })).toBeVisible();
    await expect(page.getByText('your logo is available at')).toContainText('/logo.png');

    await logoInput(page).setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
    await expect(toast(page, 'Logo uploaded successfully!')).toBeVisible();
    await expect(page.getByText('Upload complete')).toBeVisible();
    await expect(page.getByTestId('current-logo')).toHaveAttribute('src', /^\/logo\.png\?v=/);

    await page.goto('/');
    await expect(headerLogo).toHaveAttribute('src', /^\/logo\.png\?v=[0-9a-z]+$/);
    const src = (await headerLogo.getAttribute('src'))!;
    expect(src).not.toBe(before);
    await expect.poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    const served = await request.get(src);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(await served.body()).toEqual(PNG);

    // Unchanged, the logo keeps its URL from one page to the next.
    await page.goto('/glossary');
    await expect(page.locator('header[data-site-header] img')).toHaveAttribute('src', src);
  });

  test('a 3 MB file is refused by the drop zone and the logo stays as it was', async ({ request }) => {
    await page.goto('/admin/logo');
    const current = await page.getByTestId('current-logo').getAttribute('src');
    await logoInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]) });
    await expect(page.getByRole('alert').filter({ hasText: 'File is larger than 2 MB' })).toBeVisible();
    await expect(page.getByText('Upload complete')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('current-logo')).toHaveAttribute('src', current!);
    expect(await (await request.get('/logo.png')).body()).toEqual(PNG);
  });

  test('a hostile SVG is stored sanitized and /logo.png opened directly runs no script', async () => {
    await page.goto('/admin/logo');
    await logoInput(page).setInputFiles({ name: 'brand.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE_SVG) });
    await expect(toast(page, 'Logo uploaded successfully!')).toBeVisible();

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto('/logo.png');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('image/svg+xml');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'; style-src 'unsafe-inline'");
    // The drawing is there; click it too, in case a handler survived.
    await expect(page.locator('rect')).toHaveCount(1);
    await page.locator('rect').click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await page.title()).not.toBe('pwned');
    const body = (await response?.text()) ?? '';
    expect(body).not.toMatch(/<script|onload|onclick|javascript:|foreignObject/i);

    // The header shows the SVG as an image.
    await page.goto('/');
    await expect.poll(() => page.locator('header[data-site-header] img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe.serial('affiliate links', () => {
  const stamp = Date.now().toString(36);
  const title = `E2E torque wrench ${stamp}`;
  const renamed = `E2E insulated torque wrench ${stamp}`;
  const link = `https://shop.example.com/e2e-${stamp}`;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(SLOW);
    ({ context, page } = await adminSession(browser, '/admin/affiliate'));
    // The product page is outside; answer it here so the click needs no network.
    await context.route('https://shop.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }));
  });

  test.afterAll(async () => {
    await context?.close();
    // Only if a step failed before the delete: this file's rows never outlive it.
    const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
    try {
      await sql`delete from amazon_aff_links where aff_link = ${link}`;
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  const rotator = (page: Page) => page.getByTestId('recommended-products');

  test('a link is added with the form, checked and shown in the home rotator, and its clicks are counted', async () => {
    await page.goto('/admin/affiliate');
    await expect(page.getByRole('heading', { name: 'Affiliate Link Manager' })).toBeVisible();
    await expect(page.getByPlaceholder('Search affiliate links...')).toBeVisible();
    await page.getByRole('link', { name: 'Add Affiliate Link' }).click();
    await expect(page).toHaveURL('/admin/affiliate/new');

    await page.getByRole('button', { name: 'Save Affiliate Link' }).click();
    await expect(toast(page, 'All fields are required')).toBeVisible();

    await page.getByLabel('Product Title').fill(title);
    await page.getByLabel('Description').fill('A 1000 V insulated wrench for battery pack fasteners.');
    await page.getByLabel('Affiliate Link').fill(link);
    await expect(page.getByText('Include your affiliate tag in the link')).toBeVisible();
    // The server refuses to check an address on its own network, and says so with the site's message.
    const image = page.getByLabel('Image URL');
    await image.fill('http://127.0.0.1:5432/wrench.png');
    await image.blur();
    await expect(page.getByRole('alert').filter({ hasText: 'Image URL is not valid or accessible' })).toBeVisible();
    await image.fill('/images/products/placeholder.svg');
    await image.blur();
    await expect(page.getByRole('img', { name: 'Product image preview' })).toBeVisible();

    await page.getByRole('button', { name: 'Save Affiliate Link' }).click();
    await expect(toast(page, 'Affiliate link added successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin/affiliate');
    const card = page.getByTestId('affiliate-card').filter({ hasText: title });
    await expect(card).toContainText(link);
    await expect(card.getByTestId('affiliate-clicks')).toHaveText('0 clicks');

    await page.goto('/');
    const product = rotator(page).getByRole('link', { name: new RegExp(title) });
    await expect(product).toHaveAttribute('href', link);
    await expect(product).toHaveAttribute('rel', 'sponsored noopener');
    await expect(product).toHaveAttribute('target', '_blank');
    const opened = context.waitForEvent('page');
    const counted = page.waitForResponse((response) => /\/api\/affiliate-links\/\d+\/click$/.test(response.url()));
    await product.click();
    await (await opened).close();
    expect((await counted).status()).toBe(204);

    await page.goto('/admin/affiliate');
    await expect(page.getByTestId('affiliate-card').filter({ hasText: title }).getByTestId('affiliate-clicks')).toHaveText('1 click');
  });

  test('the link is edited and the rotator shows the new title on the next page load', async () => {
    await page.goto('/admin/affiliate');
    await page.getByPlaceholder('Search affiliate links...').fill(stamp);
    await expect(page.getByTestId('affiliate-card')).toHaveCount(1);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByLabel('Product Title')).toHaveValue(title);
    await expect(page.getByLabel('Affiliate Link')).toHaveValue(link);
    await page.getByLabel('Product Title').fill(renamed);
    await page.getByRole('button', { name: 'Update Affiliate Link' }).click();
    await expect(toast(page, 'Affiliate link updated successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin/affiliate');
    await expect(page.getByTestId('affiliate-card').filter({ hasText: renamed })).toBeVisible();

    await page.goto('/');
    await expect(rotator(page).getByRole('link', { name: new RegExp(renamed) })).toBeVisible();
    await expect(rotator(page).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  });

  test('an unknown id returns to the list with the site’s message', async () => {
    await page.goto('/admin/affiliate/edit/987654321');
    await expect(page).toHaveURL(/\/admin\/affiliate(\?|$)/);
    await expect(toast(page, 'Affiliate link not found')).toBeVisible({ timeout: 30_000 });
    // Shown once: the message leaves the address, so a reload does not repeat it.
    await expect(page).toHaveURL('/admin/affiliate');
  });

  test('the link is deleted after confirmation and leaves the rotator', async () => {
    await page.goto('/admin/affiliate');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Affiliate Link' });
    await expect(dialog).toContainText('Are you sure you want to delete this affiliate link? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Affiliate link deleted successfully')).toBeVisible();
    await expect(page.getByTestId('affiliate-card').filter({ hasText: renamed })).toHaveCount(0);

    await page.goto('/');
    await expect(rotator(page)).toBeVisible();
    await expect(rotator(page).getByRole('link', { name: new RegExp(renamed) })).toHaveCount(0);
  });
});

test.describe.serial("a picture on the retailer's host, saved with the first click", () => {
  const stamp = `${Date.now().toString(36)}p`;
  const title = `E2E insulated gloves ${stamp}`;
  const link = `https://shop.example.com/e2e-${stamp}`;
  // The kind of address the form's placeholder invites: the retailer's own image host.
  const picture = `https://m.media-amazon.com/images/I/e2e-${stamp}.jpg`;
  const retouched = `https://m.media-amazon.com/images/I/e2e-${stamp}-b.jpg`;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(SLOW);
    ({ context, page } = await adminSession(browser, '/admin/affiliate/new'));
  });

  test.afterAll(async () => {
    await context?.close();
    const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
    try {
      await sql`delete from amazon_aff_links where aff_link = ${link}`;
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  test('typing the Image URL and pressing Save right away saves, in the new and the edit form', async () => {
    await page.goto('/admin/affiliate/new');
    await page.getByLabel('Product Title').fill(title);
    await page.getByLabel('Description').fill('Class 0 gloves rated for 1000 V work on battery packs.');
    await page.getByLabel('Affiliate Link').fill(link);
    await untilHydrated(page.getByLabel('Image URL'));
    await page.getByLabel('Image URL').fill(picture);
    // A real click straight from the field: its press moves the focus out, which starts the image check.
    await page.click('button:has-text("Save Affiliate Link")');
    await expect(toast(page, 'Affiliate link added successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin/affiliate');

    await page.getByPlaceholder('Search affiliate links...').fill(stamp);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByLabel('Image URL')).toHaveValue(picture);
    await untilHydrated(page.getByLabel('Image URL'));
    await page.getByLabel('Image URL').fill(retouched);
    await page.click('button:has-text("Update Affiliate Link")');
    await expect(toast(page, 'Affiliate link updated successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin/affiliate');
  });

  test('the home rotator shows that picture under the site policy', async ({ page: visitor }) => {
    // The picture's host is outside; this answers for it, and records that the browser asked.
    const asked: string[] = [];
    await visitor.route('https://m.media-amazon.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'image/png', body: PNG });
    });
    await visitor.goto('/');
    const product = visitor.getByTestId('recommended-products').getByRole('link', { name: new RegExp(title) });
    await product.scrollIntoViewIfNeeded();
    const image = product.locator('img');
    await expect(image).toHaveAttribute('src', retouched);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
    await expect(image).not.toHaveAttribute('data-fallback');
    expect(asked).toContain(retouched);
    // The fixture fails this test on any Content-Security-Policy error in the console.
  });
});
