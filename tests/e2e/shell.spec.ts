import { expect, test, untilHydrated } from './fixtures';

test.use({ pagePerWorker: true });

test('home renders the header and the footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const header = page.locator('header[data-site-header]');
  await expect(header.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await expect(header.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  const footer = page.locator('footer[data-site-footer]');
  await expect(footer.getByRole('heading', { name: 'Resources' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Interactive Tools' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer).toContainText('affiliate');
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test.describe(() => {
  // Its own page: the test adds an init script, which a shared page would keep.
  test.use({ pagePerWorker: false });

  test('switching the theme does not fade the page, and a page load touches no transition', async ({ page }) => {
    // Counts every stylesheet that switches all transitions off while the page loads and hydrates.
    await page.addInitScript(() => {
      const seen = { count: 0 };
      (window as unknown as { transitionBlocks: typeof seen }).transitionBlocks = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLStyleElement && node.textContent?.startsWith('*,*::before,*::after{')) seen.count += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.getByTestId('theme-toggle');
    await untilHydrated(toggle);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { transitionBlocks: { count: number } }).transitionBlocks.count)).toBe(0);

    // In the same task as the click, every element's transitions are off; two frames later they are back.
    const during = await toggle.evaluate((button) => {
      const link = document.querySelector('header a')!;
      (button as HTMLButtonElement).click();
      return getComputedStyle(link).transitionProperty;
    });
    expect(during).toBe('none');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('header a')!).transitionProperty))
      .not.toBe('none');
  });
});

test('with reduced motion, the page follows a system theme switch at once, with no transition', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/');
  await untilHydrated(page.getByTestId('theme-toggle'));
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
});

test('links fetch their page when the visitor points at them, not when they come into view', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto('/');
  const footer = page.locator('footer[data-site-footer]');
  const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
  await untilHydrated(privacy);
  await privacy.scrollIntoViewIfNeeded();
  // Next's viewport prefetching would have asked for the header's and footer's pages by now.
  await page.waitForTimeout(1_500);
  expect(prefetched).toEqual([]);

  await privacy.hover();
  await expect.poll(() => prefetched).toContain('/privacy');
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
});

test('subscribing to the newsletter shows the thank-you toast', async ({ page }) => {
  await page.goto('/');
  await page.locator('header[data-site-header]').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email address').fill(`e2e-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing to our newsletter!').first()).toBeVisible();
});

test('an unknown path shows the 404 page with status 404, in the site\'s working header and footer', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | EV Repair Knowledge');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('footer[data-site-footer]')).toBeVisible();
  await untilHydrated(page.getByTestId('theme-toggle'));
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test('made-up addresses share one cached 404 page instead of each adding an entry to the page cache', async ({ request }) => {
  const stamp = Date.now();
  let count = 0;
  const fresh = () => request.get(`/made-up/${stamp}-${(count += 1)}/address`);
  expect((await fresh()).status()).toBe(404);
  // Each request asks for an address never asked for before; an admin change may have expired the page.
  await expect.poll(async () => (await fresh()).headers()['x-nextjs-cache']).toBe('HIT');
});

test('a page sends the header once: the not-found screen Next sends with every page does not repeat it', async ({ request }) => {
  const html = await (await request.get('/privacy')).text();
  // Once as markup and once in the payload React hydrates from.
  for (const attribute of ['data-site-header', 'data-site-footer']) {
    expect(html.match(new RegExp(`${attribute}="true"`, 'g'))).toHaveLength(1);
    expect(html.match(new RegExp(`\\\\"${attribute}\\\\":true`, 'g'))).toHaveLength(1);
  }
});

test('the legal pages are real pages', async ({ page }) => {
  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the mobile menu opens and lists every section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: /Charger Install/ })).toContainText('Coming Soon');
  await expect(menu.getByRole('link', { name: 'Glossary' })).toBeVisible();
});
