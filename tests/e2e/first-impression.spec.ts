import { NAV_GROUPS } from '@/components/layout/nav-links';
import { expect, test, untilHydrated, type Page } from './fixtures';

test.use({ pagePerWorker: true });

// The same values as the webServer env in playwright.config.ts.
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'e2e-admin-password';
// Each run signs in as its own client, so another spec's failed sign-ins never make this one wait.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

const header = (page: Page) => page.locator('header[data-site-header]');

/** WCAG relative luminance of a computed 'rgb(r, g, b)' colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

for (const width of [1024, 1366]) {
  test(`at ${width} px the header shows every section in its menus, without a hamburger`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
    for (const group of NAV_GROUPS) {
      const trigger = nav.getByRole('button', { name: group.label });
      await expect(trigger).toBeVisible();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      for (const link of group.links) {
        await expect(nav.getByRole('link', { name: new RegExp(`^${link.label}`) })).toHaveAttribute('href', link.href);
      }
    }
    // The menus fit: nothing in the header spills past the viewport.
    const overflow = await header(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a header menu works from the keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  const tools = nav.getByRole('button', { name: 'Tools' });
  await tools.focus();
  await page.keyboard.press('Enter');
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /^Range Tool/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: /^Range Tool/ })).toBeHidden();
  await expect(tools).toBeFocused();

  // Arrow down opens the menu on its first link; leaving the menu with Tab closes it.
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: /^Range Tool/ })).toBeFocused();
  await nav.getByRole('link', { name: /^Vehicle Data/ }).focus();
  await page.keyboard.press('Tab');
  await expect(tools).toHaveAttribute('aria-expanded', 'false');

  // A click elsewhere closes an open menu too.
  await nav.getByRole('button', { name: 'Learn' }).click();
  await expect(nav.getByRole('link', { name: /^Glossary/ })).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 300 } });
  await expect(nav.getByRole('link', { name: /^Glossary/ })).toBeHidden();
});

test('following a header link closes its menu and marks that link as the current page', async ({ page, request }) => {
  // Every menu's links and descriptions are in the server's HTML, closed menus included.
  const html = await (await request.get('/')).text();
  for (const link of NAV_GROUPS.flatMap((group) => group.links)) expect(html).toContain(link.description!);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  const tools = nav.getByRole('button', { name: 'Tools' });
  await untilHydrated(tools);
  await tools.click();
  await nav.getByRole('link', { name: /^Battery Health/ }).click();
  await expect(page).toHaveURL(/\/battery-degradation$/);
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: /^Battery Health/, includeHidden: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /^Range Tool/, includeHidden: true })).not.toHaveAttribute('aria-current');

  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = header(page).getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await toggle.click();
  await menu.getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // A link to the page already open closes the menu too.
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'Glossary' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Glossary' }).click();
  await expect(menu).toBeHidden();
});

test('below 1024 px a menu button opens every section; Escape closes it and the Subscribe icon sits beside its label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = header(page).getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const link of NAV_GROUPS.flatMap((group) => group.links)) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${link.label}`) })).toBeVisible();
  }
  const subscribe = page.locator('#mobile-menu').getByRole('button', { name: 'Subscribe' });
  const [icon, label] = await subscribe.evaluate((button) => {
    const svg = button.querySelector('svg')!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(button.lastChild!);
    const text = range.getBoundingClientRect();
    return [
      { top: svg.top, bottom: svg.bottom, right: svg.right },
      { top: text.top, bottom: text.bottom, left: text.left },
    ];
  });
  expect(icon.right).toBeLessThanOrEqual(label.left);
  expect(icon.bottom).toBeGreaterThan(label.top);
  expect(icon.top).toBeLessThan(label.bottom);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('with no ad network configured, no page shows an ad slot, label or empty box', async ({ page }) => {
  for (const path of ['/', '/articles', '/glossary', '/tire-fitment', '/installers']) {
    await page.goto(path);
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
    await expect(page.getByText(/^(Advertisement|Ad space)$/)).toHaveCount(0);
  }
  await page.goto('/articles');
  await page.locator('main a[href^="/article/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  // Nor does any page load the ad code: a build without AdSense leaves it out.
  const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => (tag as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(await (await page.request.get(src)).text()).not.toContain('adsbygoogle');
});

test('white text on the green primary button reaches 4.5:1 in both themes', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    const colours = await header(page)
      .getByRole('button', { name: 'Subscribe' })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        return { fg: style.color, bg: style.backgroundColor };
      });
    expect(contrast(colours.fg, colours.bg)).toBeGreaterThanOrEqual(4.5);
  }
});

test('the favicon, Apple touch icon and web manifest exist, and no page load hits a 404', async ({ page, request }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);

  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect((await request.get(icon!)).status()).toBe(200);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const appleResponse = await request.get(apple!);
  expect(appleResponse.headers()['content-type']).toBe('image/png');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest.name).toBeTruthy();
  expect(manifest.icons.length).toBeGreaterThan(0);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

test('a tire without a photo shows a drawn tire carrying its own size on the sidewall', async ({ page }) => {
  await page.goto('/tire-fitment?tab=tire');
  const card = page.getByTestId('tire-card').first();
  const size = (await card.locator('p.mt-1').textContent())!.split('·')[0]!.trim();
  const drawing = card.locator('[data-image-fallback]');
  await expect(drawing).toHaveAttribute('aria-label', new RegExp(`Illustration of a tire, ${size}`));
  await expect(drawing.locator('textPath').first()).toHaveText(size);
  await card.click();
  await expect(page.locator('main [data-image-fallback] textPath').first()).toHaveText(size);
});

test('each article has its own illustration with alt text', async ({ page }) => {
  await page.goto('/articles');
  const hrefs = (await page.locator('main a[href^="/article/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).filter(
    (href, index, all) => all.indexOf(href) === index,
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  const images = new Set<string>();
  for (const href of hrefs.slice(0, 3)) {
    await page.goto(href);
    // next/image may serve it through its optimizer, so the file is read from the decoded address.
    const image = page.locator('main img[alt^="Illustration: "]').first();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', /^Illustration: .{20,}/);
    const src = decodeURIComponent((await image.getAttribute('src'))!);
    expect(src).toMatch(/\/images\/articles\/[a-z0-9-]+\.svg/);
    images.add(src);
  }
  expect(images.size).toBe(Math.min(3, hrefs.length));
});

test('a toast appears below the header, not over its Subscribe button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
  await dialog.getByLabel('Email address').fill(`toast-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const headerBox = await header(page).boundingBox();
  // The toast slides in from above; where it comes to rest is what the visitor reads.
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
});

test('the VIN result names the vehicle once', async ({ page }) => {
  await page.goto('/tire-fitment?tab=vin');
  await page.getByLabel('Vehicle Identification Number (VIN)').fill('5YJ3E1EA6KF123456');
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByTestId('vin-result');
  await expect(result).toContainText('Found 2019 Tesla Model 3', { timeout: 15_000 });
  const text = (await result.textContent()) ?? '';
  expect(text.match(/2019 Tesla Model 3/g)).toHaveLength(1);
});

test('a visitor sees no back-office link on the home page, and the server tells only the administrator apart', async ({
  page,
}) => {
  // The empty sections' links and their admin shortcut are covered in tests/unit/home-empty-sections.test.tsx:
  // the seeded site has videos and articles, so the home page shows no empty section here.
  await page.goto('/');
  await expect(page.locator('main a[href^="/admin"]')).toHaveCount(0);
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({ admin: false });

  await page.goto('/admin/login?next=%2Fadmin%2Fdashboard');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({ admin: true });
});
